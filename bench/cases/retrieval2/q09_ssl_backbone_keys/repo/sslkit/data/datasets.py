import math
import os

import torch
from torch.utils.data import Dataset


class SyntheticTextures(Dataset):
    """Oriented sinusoidal gratings; class = (orientation, frequency) bucket, random colour and phase."""

    def __init__(self, size, num_classes=10, image_size=32, seed=0, transform=None):
        self.size, self.num_classes, self.image_size = size, num_classes, image_size
        self.seed, self.transform = seed, transform

    def __len__(self):
        return self.size

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.seed * 7_777_777 + i)
        label = i % self.num_classes
        theta = math.pi * label / self.num_classes + 0.1 * torch.randn(1, generator=g).item()
        freq = 2.0 + 0.5 * (label % 3) + 0.2 * torch.rand(1, generator=g).item()
        ys, xs = torch.meshgrid(torch.linspace(-1, 1, self.image_size), torch.linspace(-1, 1, self.image_size),
                                indexing="ij")
        phase = 2 * math.pi * torch.rand(1, generator=g).item()
        wave = torch.sin(freq * math.pi * (xs * math.cos(theta) + ys * math.sin(theta)) + phase)
        colour = torch.rand(3, 1, 1, generator=g)
        img = (0.5 + 0.5 * wave)[None] * colour + 0.05 * torch.randn(3, self.image_size, self.image_size, generator=g)
        img = img.clamp(0, 1)
        if self.transform is not None:
            img = self.transform(img)
        return img, label


class TensorFolder(Dataset):
    """root/<class_name>/*.pt, each file a CHW float tensor in [0, 1]."""

    def __init__(self, root, transform=None):
        self.classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
        self.samples = [(os.path.join(root, c, f), i) for i, c in enumerate(self.classes)
                        for f in sorted(os.listdir(os.path.join(root, c))) if f.endswith(".pt")]
        self.transform = transform

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, i):
        path, label = self.samples[i]
        img = torch.load(path)
        return (self.transform(img) if self.transform else img), label


def build_dataset(data_cfg, train, transform=None):
    if data_cfg["dataset"] == "synthetic_textures":
        n = data_cfg["train_size"] if train else data_cfg["test_size"]
        return SyntheticTextures(n, data_cfg["num_classes"], data_cfg["image_size"], seed=0 if train else 1,
                                 transform=transform)
    root = os.path.join(data_cfg["root"], "train" if train else "val")
    return TensorFolder(root, transform)
