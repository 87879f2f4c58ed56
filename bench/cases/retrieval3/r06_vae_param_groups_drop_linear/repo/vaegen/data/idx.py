import gzip
import os
import struct

import torch
from torch.utils.data import Dataset

_FILES = {"train": "train-images-idx3-ubyte", "test": "t10k-images-idx3-ubyte"}


def read_idx(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as fh:
        zero, dtype, ndim = struct.unpack(">HBB", fh.read(4))
        shape = struct.unpack(">" + "I" * ndim, fh.read(4 * ndim))
        data = fh.read()
    return torch.frombuffer(bytearray(data), dtype=torch.uint8).view(*shape)


class IdxImageDataset(Dataset):
    def __init__(self, root, split="train", transform=None):
        name = _FILES[split]
        path = os.path.join(root, name)
        if not os.path.exists(path):
            path += ".gz"
        self.images = read_idx(path)
        self.transform = transform

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        x = self.images[i].unsqueeze(0)
        return self.transform(x) if self.transform else x.float() / 255.0
