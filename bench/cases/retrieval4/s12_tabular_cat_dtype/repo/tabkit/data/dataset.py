import torch
from torch.utils.data import Dataset


class TabularDataset(Dataset):
    def __init__(self, rows, encoder, target=None):
        self.encoder = encoder
        self.X = torch.tensor([encoder.encode_row(r) for r in rows], dtype=torch.float32)
        self.num_idx = torch.arange(0, encoder.n_numeric)
        self.cat_idx = torch.arange(encoder.n_numeric, encoder.n_numeric + encoder.n_categorical)
        self.y = None
        if target is not None:
            self.y = torch.tensor([float(r[target]) for r in rows], dtype=torch.float32)

    def __len__(self):
        return self.X.size(0)

    def __getitem__(self, idx):
        row = self.X[idx]
        item = {"num": row[self.num_idx], "cat": row[self.cat_idx]}
        if self.y is not None:
            item["y"] = self.y[idx]
        return item
