"""Synthetic multi-subject EEG: class-specific oscillations + subject-specific gain/offset."""
import math
from dataclasses import dataclass

import torch

# dominant frequency band (Hz) per class: theta, alpha, beta
CLASS_BANDS = {0: (4.0, 7.0), 1: (8.0, 12.0), 2: (18.0, 25.0)}


@dataclass
class Recording:
    subject: str
    signal: torch.Tensor  # (C, T)
    label: int
    session: int = 0


class SyntheticEEG:
    def __init__(self, num_subjects=12, trials_per_class=6, channels=8, fs=128,
                 duration=4.0, noise=1.0, seed=0):
        self.num_subjects = num_subjects
        self.trials_per_class = trials_per_class
        self.channels = channels
        self.fs = fs
        self.duration = duration
        self.noise = noise
        self.seed = seed

    def subject_ids(self):
        return [f"S{i + 1:02d}" for i in range(self.num_subjects)]

    def _trial(self, g, label, gain, offset, topo, snr=1.0):
        n = int(self.fs * self.duration)
        t = torch.arange(n) / self.fs
        lo, hi = CLASS_BANDS[label]
        freq = lo + (hi - lo) * torch.rand(1, generator=g).item()
        phase = 2 * math.pi * torch.rand(self.channels, 1, generator=g)
        osc = torch.sin(2 * math.pi * freq * t + phase) * topo.unsqueeze(1)
        noise = self.noise * torch.randn(self.channels, n, generator=g)
        return gain * (snr * osc + noise) + offset

    def recordings(self):
        recs = []
        for s_idx, sid in enumerate(self.subject_ids()):
            g = torch.Generator().manual_seed(self.seed * 1000 + s_idx)
            gain = 0.5 + 2.0 * torch.rand(self.channels, 1, generator=g)
            offset = 3.0 * torch.randn(self.channels, 1, generator=g)
            topo = 0.5 + torch.rand(self.channels, generator=g)
            snr = 0.15 + 0.5 * torch.rand(1, generator=g).item()  # some subjects are hard
            for label in CLASS_BANDS:
                for k in range(self.trials_per_class):
                    sig = self._trial(g, label, gain, offset, topo, snr)
                    recs.append(Recording(sid, sig, label, session=k % 2))
        return recs
