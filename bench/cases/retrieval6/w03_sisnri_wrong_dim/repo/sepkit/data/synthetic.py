import math

import torch
from torch.utils.data import Dataset

from .mixing import mix_sources


def harmonic_source(num_samples, sample_rate, generator):
    """A 'voiced' source: random f0 with vibrato, a few harmonics and a syllable-like envelope."""
    t = torch.arange(num_samples) / sample_rate
    f0 = 90 + 260 * torch.rand(1, generator=generator).item()
    vib = 1 + 0.02 * torch.sin(2 * math.pi * (3 + 3 * torch.rand(1, generator=generator).item()) * t)
    phase = 2 * math.pi * torch.cumsum(f0 * vib, 0) / sample_rate
    sig = sum((0.7 ** k) * torch.sin(k * phase) for k in range(1, 6))
    rate = 2 + 4 * torch.rand(1, generator=generator).item()
    env = 0.5 * (1 - torch.cos(2 * math.pi * rate * t)).clamp(min=0)
    return sig * env


class SyntheticMixtures(Dataset):
    """Two-speaker-like mixtures of synthetic harmonic sources, generated once and cached."""

    def __init__(self, num_examples=200, num_sources=2, sample_rate=8000, seconds=0.5, snr_range=(-5.0, 5.0),
                 seed=0, augment=None):
        self.num_sources = num_sources
        self.augment = augment
        n = int(sample_rate * seconds)
        g = torch.Generator().manual_seed(seed)
        self.items = []
        for _ in range(num_examples):
            sources = torch.stack([harmonic_source(n, sample_rate, g) for _ in range(num_sources)])
            snr = snr_range[0] + (snr_range[1] - snr_range[0]) * torch.rand(1, generator=g).item()
            self.items.append(mix_sources(sources, snr_db=snr))
        self._gen = torch.Generator().manual_seed(seed + 1)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        mix, sources = self.items[idx]
        if self.augment is not None:
            sources = self.augment(sources, generator=self._gen)
            mix = sources.sum(0)
        return {"mixture": mix, "sources": sources}
