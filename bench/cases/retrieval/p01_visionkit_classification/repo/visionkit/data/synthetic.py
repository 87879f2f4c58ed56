"""Procedurally generated 'pattern' images: each class is a fixed random template
plus Gaussian noise, so that small models can learn them in a few epochs on CPU."""
import torch
from torch.utils.data import Dataset


def make_templates(num_classes, image_size, channels=3, seed=1234):
    g = torch.Generator().manual_seed(seed)
    low = torch.randn(num_classes, channels, image_size // 4, image_size // 4, generator=g)
    # upsample to get smooth, blob-like templates
    return torch.nn.functional.interpolate(low, size=(image_size, image_size), mode="bilinear",
                                           align_corners=False)


class PatternDataset(Dataset):
    def __init__(self, num_samples, num_classes=10, image_size=16, noise=0.3, seed=0,
                 transform=None, template_seed=1234):
        self.num_samples = num_samples
        self.num_classes = num_classes
        self.transform = transform
        g = torch.Generator().manual_seed(seed)
        self.templates = make_templates(num_classes, image_size, seed=template_seed)
        self.labels = torch.randint(0, num_classes, (num_samples,), generator=g)
        self.noise = noise * torch.randn(num_samples, 3, image_size, image_size, generator=g)

    def __len__(self):
        return self.num_samples

    def __getitem__(self, idx):
        y = int(self.labels[idx])
        x = self.templates[y] + self.noise[idx]
        if self.transform is not None:
            x = self.transform(x)
        return x, y

    def class_counts(self):
        return torch.bincount(self.labels, minlength=self.num_classes)


class ImbalancedPatternDataset(PatternDataset):
    """Same as PatternDataset, but class k is kept with probability ratio**k."""

    def __init__(self, num_samples, ratio=0.7, **kw):
        super().__init__(num_samples, **kw)
        g = torch.Generator().manual_seed(kw.get("seed", 0) + 1)
        keep_p = torch.tensor([ratio ** int(c) for c in self.labels])
        keep = torch.rand(len(self.labels), generator=g) < keep_p
        self.labels = self.labels[keep]
        self.noise = self.noise[keep]
        self.num_samples = int(keep.sum())
