"""Synthetic 'spoken keyword' log-mel patches: every keyword is a fixed time-frequency
template, placed at a random offset inside a 1 s window over background noise."""
import torch
from torch.utils.data import Dataset


def keyword_templates(num_classes, n_mels=40, length=40, seed=7):
    g = torch.Generator().manual_seed(seed)
    coarse = torch.randn(num_classes, 1, n_mels // 4, length // 4, generator=g)
    return torch.nn.functional.interpolate(coarse, size=(n_mels, length), mode="bilinear",
                                           align_corners=False)[:, 0]


class SyntheticKeywords(Dataset):
    def __init__(self, n, num_classes=12, n_mels=40, frames=101, noise=0.5, seed=0,
                 transform=None):
        self.n, self.num_classes, self.transform = n, num_classes, transform
        g = torch.Generator().manual_seed(seed)
        self.templates = keyword_templates(num_classes, n_mels)
        self.labels = torch.randint(0, num_classes, (n,), generator=g)
        self.offsets = torch.randint(0, frames - self.templates.size(-1) + 1, (n,), generator=g)
        self.noise_seed = seed
        self.n_mels, self.frames, self.noise = n_mels, frames, noise

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.noise_seed * 1_000_003 + i)
        x = self.noise * torch.randn(self.n_mels, self.frames, generator=g)
        y = int(self.labels[i])
        o = int(self.offsets[i])
        x[:, o:o + self.templates.size(-1)] += self.templates[y]
        if self.transform is not None:
            x = self.transform(x)
        return x, y
