"""Synthetic text-line images of random strings over the charset."""
import random

import torch
from torch.utils.data import Dataset

from .font import render_text


class SyntheticLines(Dataset):
    def __init__(self, n, charset, min_chars=2, max_chars=12, height=16, noise=0.1, seed=0):
        rng = random.Random(seed)
        self.charset = charset
        self.height = height
        self.noise = noise
        self.seed = seed
        alphabet = [c for c in charset.chars if c != " "]
        self.texts = ["".join(rng.choice(alphabet) for _ in range(rng.randint(min_chars, max_chars)))
                      for _ in range(n)]
        self.jitters = [rng.randint(-1, 1) for _ in range(n)]
        self.widths = [render_text(t, height).shape[1] for t in self.texts]

    def __len__(self):
        return len(self.texts)

    def __getitem__(self, i):
        img = render_text(self.texts[i], self.height, jitter=self.jitters[i])
        if self.noise:
            g = torch.Generator().manual_seed(self.seed * 100_003 + i)
            img = (img + self.noise * torch.randn(img.shape, generator=g)).clamp(0, 1)
        return img.unsqueeze(0), torch.tensor(self.charset.encode(self.texts[i])), self.texts[i]
