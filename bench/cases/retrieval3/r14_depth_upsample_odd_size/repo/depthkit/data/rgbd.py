import os

import torch
from torch.utils.data import Dataset


class RGBDDataset(Dataset):
    def __init__(self, root, list_file, transform=None, with_depth=True):
        with open(os.path.join(root, list_file)) as fh:
            self.ids = [l.strip() for l in fh if l.strip()]
        self.root, self.transform, self.with_depth = root, transform, with_depth

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        sid = self.ids[i]
        rgb = torch.load(os.path.join(self.root, "rgb", sid + ".pt"))
        depth = torch.load(os.path.join(self.root, "depth", sid + ".pt")) if self.with_depth else \
            torch.zeros(rgb.shape[-2:])
        if self.transform is not None:
            rgb, depth = self.transform(rgb, depth)
        return rgb, depth
