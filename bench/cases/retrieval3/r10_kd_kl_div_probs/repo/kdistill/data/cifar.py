import os
import pickle

import torch
from torch.utils.data import Dataset


class CifarPickleDataset(Dataset):
    def __init__(self, root, train=True, transform=None):
        if "cifar-100" in root:
            files, key = (["train"] if train else ["test"]), b"fine_labels"
        else:
            files = [f"data_batch_{i}" for i in range(1, 6)] if train else ["test_batch"]
            key = b"labels"
        data, labels = [], []
        for f in files:
            with open(os.path.join(root, f), "rb") as fh:
                d = pickle.load(fh, encoding="bytes")
            data.append(torch.tensor(d[b"data"], dtype=torch.uint8).view(-1, 3, 32, 32))
            labels += list(d[key])
        self.images = torch.cat(data)
        self.labels = torch.tensor(labels)
        self.transform = transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        x = self.images[i].float() / 255.0
        if self.transform is not None:
            x = self.transform(x)
        return x, self.labels[i]
