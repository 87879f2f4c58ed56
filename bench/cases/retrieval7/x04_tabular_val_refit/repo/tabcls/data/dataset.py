"""Torch dataset over preprocessed table columns."""
import numpy as np
import torch
from torch.utils.data import Dataset


class TabularDataset(Dataset):
    def __init__(self, columns, labels, schema, preprocessors):
        self.schema = schema
        encoders = preprocessors["categorical"]
        scaler = preprocessors["numeric"]
        cats = [encoders[name].transform(columns[name]) for name in schema["categorical"]]
        self.x_cat = np.stack(cats, axis=1) if cats else np.zeros((len(labels), 0), np.int64)
        nums = np.stack([columns[name] for name in schema["numeric"]], axis=1)
        self.x_num = scaler.transform(nums)
        self.y = np.asarray(labels, dtype=np.int64)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        return self.x_cat[idx], self.x_num[idx], self.y[idx]


def collate_rows(batch):
    x_cat, x_num, y = zip(*batch)
    return (torch.from_numpy(np.stack(x_cat)),
            torch.from_numpy(np.stack(x_num)),
            torch.from_numpy(np.asarray(y)))
