"""Synthetic 'speech': each phone is a noisy spectral template held for a random duration."""
import torch

from .text import PHONES


class UtteranceSynth:
    def __init__(self, n_mels=40, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.templates = torch.randn(len(PHONES), n_mels, generator=g) * 1.5
        self.n_mels = n_mels

    def utterance(self, g, min_phones=4, max_phones=12):
        n = int(torch.randint(min_phones, max_phones + 1, (1,), generator=g))
        phone_ids = torch.randint(0, len(PHONES), (n,), generator=g).tolist()
        frames = []
        for p in phone_ids:
            dur = int(torch.randint(4, 11, (1,), generator=g))
            frames.append(self.templates[p].expand(dur, -1) + 0.6 * torch.randn(dur, self.n_mels, generator=g))
            if torch.rand(1, generator=g) < 0.3:   # short pause
                frames.append(0.3 * torch.randn(int(torch.randint(1, 4, (1,), generator=g)), self.n_mels, generator=g))
        return torch.cat(frames), [PHONES[p] for p in phone_ids]
