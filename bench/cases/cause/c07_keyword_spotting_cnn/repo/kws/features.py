"""Synthetic MFCC-like features for a small keyword-spotting vocabulary."""
import torch
from torch.utils.data import Dataset

KEYWORDS = ["_silence_", "yes", "no", "up", "down", "left", "right", "stop", "go"]


def keyword_prototypes(n_mfcc=20, n_frames=49, seed=0):
    g = torch.Generator().manual_seed(seed)
    protos = torch.zeros(len(KEYWORDS), n_mfcc, n_frames)
    t = torch.linspace(0, 1, n_frames)
    for k in range(1, len(KEYWORDS)):
        coeffs = torch.randn(n_mfcc, 3, generator=g)
        center = 0.3 + 0.4 * torch.rand(1, generator=g)
        env = torch.exp(-((t - center) ** 2) / 0.02)
        shape = coeffs[:, :1] + coeffs[:, 1:2] * t + coeffs[:, 2:3] * t ** 2
        protos[k] = shape * env
    return protos


class SpeechCommandsSynth(Dataset):
    def __init__(self, n_per_class=60, seed=0, noise=0.8, shift=6, n_mfcc=20, n_frames=49):
        g = torch.Generator().manual_seed(seed)
        protos = keyword_prototypes(n_mfcc, n_frames)
        xs, ys = [], []
        for label in range(len(KEYWORDS)):
            for _ in range(n_per_class):
                s = int(torch.randint(-shift, shift + 1, (1,), generator=g))
                gain = 0.6 + 0.8 * torch.rand(1, generator=g)
                x = gain * torch.roll(protos[label], s, dims=1)
                x = x + noise * torch.randn(n_mfcc, n_frames, generator=g)
                xs.append(x)
                ys.append(label)
        self.x = torch.stack(xs).unsqueeze(1)
        self.y = torch.tensor(ys)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]
