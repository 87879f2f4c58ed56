import torch
from torch.utils.data import Dataset


class StationHours(Dataset):
    """One row per (station, hour)."""

    def __init__(self, counts, feats, hour_index):
        self.counts = counts
        self.feats = feats
        self.hour_index = hour_index
        self.n_stations = counts.shape[0]

    def __len__(self):
        return self.n_stations * len(self.hour_index)

    def __getitem__(self, i):
        s, j = divmod(i, len(self.hour_index))
        h = self.hour_index[j]
        return s, self.feats[h], self.counts[s, h]


def split_hours(n_hours, val_days=28):
    cut = n_hours - val_days * 24
    return torch.arange(cut), torch.arange(cut, n_hours)
