import torch
from torch.utils.data import Dataset


class SlidingWindows(Dataset):
    """Overlapping windows (C, L) of a multichannel series, z-normalised per window and channel."""

    def __init__(self, series, length, stride, labels=None):
        self.series = series
        self.length = length
        self.starts = list(range(0, series.shape[1] - length + 1, stride))
        self.labels = labels

    def __len__(self):
        return len(self.starts)

    def window(self, i):
        s = self.starts[i]
        w = self.series[:, s:s + self.length]
        mean = w.mean(dim=1, keepdim=True)
        std = w.std(dim=1, keepdim=True)
        return (w - mean) / std

    def __getitem__(self, i):
        w = self.window(i)
        if self.labels is None:
            return w
        s = self.starts[i]
        return w, self.labels[s:s + self.length].any()
