import os

import torch
from torch.utils.data import Dataset

from srkit.data.degrade import bicubic_downsample, modcrop


class PairedImageDataset(Dataset):
    """HR images stored as float [0, 1] CHW tensors (*.pt); LR made on the fly by bicubic downsampling."""

    def __init__(self, hr_dir, scale, transform=None, repeat=1):
        self.files = sorted(os.path.join(hr_dir, f) for f in os.listdir(hr_dir) if f.endswith(".pt"))
        self.scale, self.transform, self.repeat = scale, transform, repeat

    def __len__(self):
        return len(self.files) * self.repeat

    def __getitem__(self, i):
        path = self.files[i % len(self.files)]
        hr = modcrop(torch.load(path).float(), self.scale)
        lr = bicubic_downsample(hr, self.scale)
        if self.transform is not None:
            lr, hr = self.transform(lr, hr)
        return lr, hr, os.path.basename(path)
