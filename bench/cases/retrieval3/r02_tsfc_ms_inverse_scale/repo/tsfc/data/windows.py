import torch
from torch.utils.data import Dataset


class SlidingWindowDataset(Dataset):
    """(x[lookback, C_in], y[horizon, C_out]) windows with stride 1."""

    def __init__(self, values, lookback, horizon, in_cols, out_cols, time_feats=None):
        self.x = values[:, in_cols]
        self.out_cols = list(out_cols)
        self.lookback = lookback
        self.horizon = horizon
        self.time_feats = time_feats

    def __len__(self):
        return max(0, self.x.shape[0] - self.lookback - self.horizon + 1)

    def __getitem__(self, i):
        s, m, e = i, i + self.lookback, i + self.lookback + self.horizon
        x = self.x[s:m]
        y = self.x[m:e][:, self.out_cols]
        if self.time_feats is None:
            return x, y
        return x, y, self.time_feats[s:m], self.time_feats[m:e]
