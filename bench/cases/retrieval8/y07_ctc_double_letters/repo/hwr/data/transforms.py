"""Light augmentations on (1, H, W) tensors."""
import torch


class RandomErase:
    def __init__(self, p=0.2, max_cols=2, generator=None):
        self.p, self.max_cols, self.generator = p, max_cols, generator

    def __call__(self, x):
        if torch.rand(1, generator=self.generator).item() >= self.p:
            return x
        W = x.shape[-1]
        n = int(torch.randint(1, self.max_cols + 1, (1,), generator=self.generator))
        start = int(torch.randint(0, max(1, W - n), (1,), generator=self.generator))
        x = x.clone()
        x[..., start:start + n] = 0.0
        return x


class Normalize:
    def __init__(self, mean=0.5, std=0.5):
        self.mean, self.std = mean, std

    def __call__(self, x):
        return (x - self.mean) / self.std


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x
