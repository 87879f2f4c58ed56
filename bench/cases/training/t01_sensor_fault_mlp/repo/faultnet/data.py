"""Synthetic sensor snapshots.

Each snapshot has 24 channels (vibration RMS, bearing temperatures, current draw, ...).
The fault class depends on *interactions* between a few channels (e.g. high vibration
together with low temperature means misalignment, high vibration with high temperature
means bearing wear), the other channels are nuisance signals.
"""
import torch
from torch.utils.data import Dataset

NUM_CHANNELS = 24
CLASSES = ["healthy", "imbalance", "misalignment", "bearing_wear"]


class SensorSnapshots(Dataset):
    def __init__(self, n, seed=0, noise=0.15):
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(n, NUM_CHANNELS, generator=g)
        vib, temp, current = x[:, 2], x[:, 9], x[:, 17]
        high_vib = (vib * current > 0).long()          # vibration in phase with current
        hot = (temp + 0.4 * vib.abs() > 0.3).long()
        y = 2 * high_vib + hot
        x = x + noise * torch.randn(n, NUM_CHANNELS, generator=g)
        self.x, self.y = x, y

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def class_balance(ds):
    counts = torch.bincount(ds.y, minlength=len(CLASSES)).float()
    return (counts / counts.sum()).tolist()
