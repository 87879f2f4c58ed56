"""Synthetic EEG cohort.

Each recording is 4 channels at 128 Hz (default 10 minutes) of 1/f-like background activity.
Most recordings contain one to three seizures: rhythmic 3-8 Hz high-amplitude discharges lasting
3 to 40 seconds (many of them short, as in real data). Some recordings are seizure free.
"""
from dataclasses import dataclass

import torch

FS = 128
N_CHANNELS = 4


@dataclass
class Recording:
    name: str
    signal: torch.Tensor          # (channels, samples)
    labels: torch.Tensor          # (samples,) 1 during a seizure
    seizures: list                # [(onset, offset)] in samples

    @property
    def n_samples(self):
        return self.signal.shape[1]


def _background(n, g):
    white = torch.randn(N_CHANNELS, n, generator=g)
    spec = torch.fft.rfft(white, dim=1)
    freqs = torch.fft.rfftfreq(n, d=1.0 / FS)
    spec = spec / freqs.clamp(min=0.5).sqrt()
    x = torch.fft.irfft(spec, n=n, dim=1)
    return x / x.std(dim=1, keepdim=True)


def make_recording(name, minutes, g, seizure_free=False):
    n = int(minutes * 60 * FS)
    signal = _background(n, g)
    labels = torch.zeros(n)
    seizures = []
    if not seizure_free:
        for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
            seconds = float(torch.exp(torch.empty(1).uniform_(1.1, 3.7, generator=g)))  # 3-40 s
            dur = int(seconds * FS)
            onset = int(torch.randint(0, n - dur, (1,), generator=g))
            freq = 3.0 + 5.0 * float(torch.rand(1, generator=g))
            t = torch.arange(dur) / FS
            burst = 3.0 * torch.sin(2 * torch.pi * freq * t) * torch.hann_window(dur)
            signal[:, onset:onset + dur] += burst * (0.5 + torch.rand(N_CHANNELS, 1, generator=g))
            labels[onset:onset + dur] = 1.0
            seizures.append((onset, onset + dur))
    return Recording(name, signal, labels, sorted(seizures))


def make_cohort(n_recordings, minutes=10.0, seizure_free_fraction=0.25, seed=0):
    g = torch.Generator().manual_seed(seed)
    recs = []
    for i in range(n_recordings):
        free = float(torch.rand(1, generator=g)) < seizure_free_fraction
        recs.append(make_recording(f"rec{i:03d}", minutes, g, seizure_free=free))
    return recs
