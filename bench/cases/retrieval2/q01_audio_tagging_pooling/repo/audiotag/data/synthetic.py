import math

import torch
from torch.utils.data import Dataset


class ToneEventDataset(Dataset):
    """Each label is a pure tone at its own frequency; a clip contains 1-3 events."""

    def __init__(self, size, vocab, sample_rate=16000, clip_seconds=10.0, seed=0):
        self.size = size
        self.vocab = vocab
        self.sample_rate = sample_rate
        self.n = int(sample_rate * clip_seconds)
        self.seed = seed
        self.freqs = [300.0 * (1.35 ** i) for i in range(len(vocab))]

    def __len__(self):
        return self.size

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 100003 + idx)
        wav = 0.01 * torch.randn(self.n, generator=g)
        target = torch.zeros(len(self.vocab))
        n_events = int(torch.randint(1, 4, (1,), generator=g))
        t = torch.arange(self.n) / self.sample_rate
        for _ in range(n_events):
            k = int(torch.randint(0, len(self.vocab), (1,), generator=g))
            dur = int(self.n * (0.1 + 0.3 * torch.rand(1, generator=g).item()))
            start = int(torch.randint(0, self.n - dur, (1,), generator=g))
            env = torch.hann_window(dur)
            wav[start : start + dur] += 0.3 * env * torch.sin(2 * math.pi * self.freqs[k] * t[:dur])
            target[k] = 1.0
        return wav, target
