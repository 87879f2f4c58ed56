import os

import torch
from torch.utils.data import Dataset


class ClassFolderDataset(Dataset):
    """root/<split>/<class_name>/*.pt, each a float image tensor [3, H, W] in [0, 1]."""

    def __init__(self, root, split, transform=None):
        base = os.path.join(root, split)
        self.classes = sorted(os.listdir(base))
        self.samples, self.targets = [], []
        for c, name in enumerate(self.classes):
            for f in sorted(os.listdir(os.path.join(base, name))):
                self.samples.append(os.path.join(base, name, f))
                self.targets.append(c)
        self.transform = transform

    def __len__(self):
        return len(self.samples)

    def __getitem__(self, i):
        x = torch.load(self.samples[i])
        if self.transform is not None:
            x = self.transform(x)
        return x, self.targets[i]
