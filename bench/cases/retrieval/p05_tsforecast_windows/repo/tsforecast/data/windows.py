"""Sliding windows: each sample is `input_len` past values and the next `horizon` values."""
import torch
from torch.utils.data import Dataset


def make_windows(series, input_len, horizon, stride=1):
    """Return (X, Y): X is (N, input_len), Y is (N, horizon)."""
    xs, ys = [], []
    last_start = len(series) - input_len - horizon
    for i in range(0, last_start + 1, stride):
        xs.append(series[i:i + input_len])
        ys.append(series[i + input_len - 1:i + input_len - 1 + horizon])
    return torch.stack(xs), torch.stack(ys)


def train_val_test_split(series, val_frac=0.15, test_frac=0.15):
    n = len(series)
    n_test = int(n * test_frac)
    n_val = int(n * val_frac)
    train = series[: n - n_val - n_test]
    val = series[n - n_val - n_test: n - n_test]
    test = series[n - n_test:]
    return train, val, test


class WindowDataset(Dataset):
    def __init__(self, series, input_len, horizon, stride=1):
        self.x, self.y = make_windows(series, input_len, horizon, stride)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def rolling_origin_splits(n, initial, step, horizon):
    """Index ranges for rolling-origin (expanding window) backtesting."""
    splits = []
    end = initial
    while end + horizon <= n:
        splits.append((0, end, end + horizon))
        end += step
    return splits
