import os

import torch
from torch.utils.data import Dataset


class SegFolderDataset(Dataset):
    """images/<id>.pt (3xHxW float in [0,1]) and masks/<id>.pt (HxW long)."""

    def __init__(self, root, split_file, transform=None):
        self.root = root
        with open(os.path.join(root, split_file)) as fh:
            self.ids = [line.strip() for line in fh if line.strip()]
        self.transform = transform

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, idx):
        sid = self.ids[idx]
        image = torch.load(os.path.join(self.root, "images", sid + ".pt"))
        mask = torch.load(os.path.join(self.root, "masks", sid + ".pt")).long()
        if self.transform is not None:
            image, mask = self.transform(image, mask)
        return image, mask
