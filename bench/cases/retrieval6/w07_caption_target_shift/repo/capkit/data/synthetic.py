"""Procedurally generated "four quadrant" images with templated captions.

Each image is split into four quadrants, each filled with one colour (plus
noise).  The caption names the colours: ``"red and blue above green and red"``.
"""
import torch

COLOURS = {
    "red": (1.0, 0.1, 0.1),
    "green": (0.1, 0.9, 0.1),
    "blue": (0.1, 0.2, 1.0),
    "yellow": (0.95, 0.9, 0.1),
    "purple": (0.6, 0.1, 0.8),
    "white": (0.95, 0.95, 0.95),
}


class SyntheticShapesCaptions:
    def __init__(self, num_samples=512, image_size=16, noise=0.05, seed=0):
        self.num_samples = num_samples
        self.image_size = image_size
        self.noise = noise
        self.seed = seed
        self.names = list(COLOURS)
        g = torch.Generator().manual_seed(seed)
        self._codes = torch.randint(len(self.names), (num_samples, 4), generator=g)
        self._noise_seed = int(torch.randint(2**31 - 1, (1,), generator=g))

    def __len__(self):
        return self.num_samples

    def caption(self, idx):
        c = [self.names[int(k)] for k in self._codes[idx]]
        return f"{c[0]} and {c[1]} above {c[2]} and {c[3]}"

    def image(self, idx):
        s, h = self.image_size, self.image_size // 2
        img = torch.zeros(3, s, s)
        for q, k in enumerate(self._codes[idx]):
            r, c = divmod(q, 2)
            rgb = torch.tensor(COLOURS[self.names[int(k)]]).view(3, 1, 1)
            img[:, r * h:(r + 1) * h, c * h:(c + 1) * h] = rgb
        g = torch.Generator().manual_seed(self._noise_seed + idx)
        img = img + self.noise * torch.randn(img.shape, generator=g)
        return img.clamp(0.0, 1.0)

    def __getitem__(self, idx):
        return self.image(idx), self.caption(idx)
