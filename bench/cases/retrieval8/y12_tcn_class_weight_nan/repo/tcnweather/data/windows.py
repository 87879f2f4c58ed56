"""Sliding-window datasets over an hourly series."""

import numpy as np
import torch
from torch.utils.data import Dataset

from tcnweather.data.preprocessing import Standardizer, filter_months
from tcnweather.data.synthetic import generate_station_series


class SlidingWindowDataset(Dataset):
    """Windows of ``window`` hours; target is the label ``horizon`` hours after the window."""

    def __init__(self, features, labels, window, stride=1, horizon=1):
        self.features = torch.as_tensor(features, dtype=torch.float32)
        self.labels = torch.as_tensor(labels, dtype=torch.long)
        self.window = window
        self.horizon = horizon
        last_start = len(features) - window - horizon
        self.starts = np.arange(0, last_start + 1, stride)

    def __len__(self):
        return len(self.starts)

    def __getitem__(self, idx):
        s = int(self.starts[idx])
        x = self.features[s:s + self.window].T          # [C, T]
        y = self.labels[s + self.window - 1 + self.horizon]
        return x, y

    def targets(self):
        idx = self.starts + self.window - 1 + self.horizon
        return self.labels[idx].numpy()


def build_datasets(data_cfg, seed=0):
    features, labels, month = generate_station_series(data_cfg["n_days"], seed=seed)
    features, labels = filter_months(features, labels, month, data_cfg["months"])
    split = int(len(features) * (1.0 - data_cfg["val_fraction"]))
    scaler = Standardizer().fit(features[:split])
    kw = dict(window=data_cfg["window"], stride=data_cfg["stride"], horizon=data_cfg["horizon"])
    train = SlidingWindowDataset(scaler.transform(features[:split]), labels[:split], **kw)
    val = SlidingWindowDataset(scaler.transform(features[split:]), labels[split:], **kw)
    return train, val, scaler
