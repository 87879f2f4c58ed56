import torch
from torch.utils.data import DataLoader, Dataset


class WindowDataset(Dataset):
    """(lookback, horizon) sliding windows over a [T, C] series."""

    def __init__(self, series, lookback, horizon, stride=1):
        self.series = series
        self.lookback, self.horizon = lookback, horizon
        self.starts = list(range(0, len(series) - lookback - horizon + 1, stride))

    def __len__(self):
        return len(self.starts)

    def __getitem__(self, i):
        s = self.starts[i]
        x = self.series[s:s + self.lookback]
        y = self.series[s + self.lookback:s + self.lookback + self.horizon]
        return x, y


def make_loaders(series, d, batch_size, seed):
    n_train = int(len(series) * (1 - d["val_frac"]))
    train, val = series[:n_train], series[n_train - d["lookback"]:]
    train_ds = WindowDataset(train, d["lookback"], d["horizon"], d["stride"])
    val_ds = WindowDataset(val, d["lookback"], d["horizon"], d["horizon"])
    g = torch.Generator().manual_seed(seed)
    return (DataLoader(train_ds, batch_size=batch_size, shuffle=True, drop_last=True, generator=g),
            DataLoader(val_ds, batch_size=256))
