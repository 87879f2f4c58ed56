import torch
from torch.utils.data import Dataset


class WindowDataset(Dataset):
    """Windows shaped (N, W, C) served as (C, W) tensors for Conv1d models."""

    def __init__(self, windows, labels=None):
        self.windows = torch.as_tensor(windows, dtype=torch.float32).transpose(1, 2).contiguous()
        self.labels = None if labels is None else torch.as_tensor(labels, dtype=torch.long)

    def __len__(self):
        return self.windows.shape[0]

    def __getitem__(self, idx):
        if self.labels is None:
            return self.windows[idx]
        return self.windows[idx], self.labels[idx]
