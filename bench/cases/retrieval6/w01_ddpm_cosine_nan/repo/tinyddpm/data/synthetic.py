import torch
from torch.utils.data import Dataset


class SyntheticShapes(Dataset):
    """Grayscale images of filled squares and discs on a dark background, values in [0, 1]."""

    def __init__(self, num_samples=512, image_size=16, seed=0, transform=None):
        self.num_samples = num_samples
        self.image_size = image_size
        self.transform = transform
        g = torch.Generator().manual_seed(seed)
        self.images = torch.stack([self._draw(g) for _ in range(num_samples)])

    def _draw(self, g):
        s = self.image_size
        img = torch.zeros(1, s, s)
        r = int(torch.randint(2, s // 3, (1,), generator=g))
        cy, cx = torch.randint(r, s - r, (2,), generator=g).tolist()
        yy, xx = torch.meshgrid(torch.arange(s), torch.arange(s), indexing="ij")
        if torch.rand(1, generator=g) < 0.5:
            mask = ((yy - cy) ** 2 + (xx - cx) ** 2) <= r * r
        else:
            mask = ((yy - cy).abs() <= r) & ((xx - cx).abs() <= r)
        img[0][mask] = 0.6 + 0.4 * float(torch.rand(1, generator=g))
        return img

    def __len__(self):
        return self.num_samples

    def __getitem__(self, idx):
        img = self.images[idx]
        if self.transform is not None:
            img = self.transform(img)
        return img
