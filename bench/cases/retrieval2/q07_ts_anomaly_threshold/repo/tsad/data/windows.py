import torch
from torch.utils.data import Dataset


class SlidingWindows(Dataset):
    """Windows of shape (window, C) taken every `stride` steps; the last window is aligned to the end."""

    def __init__(self, x, window, stride=1, labels=None):
        if x.shape[0] < window:
            raise ValueError(f"series of length {x.shape[0]} shorter than window {window}")
        self.x = x
        self.window = window
        starts = list(range(0, x.shape[0] - window + 1, stride))
        if starts[-1] != x.shape[0] - window:
            starts.append(x.shape[0] - window)
        self.starts = torch.tensor(starts)
        self.labels = labels

    def __len__(self):
        return len(self.starts)

    def __getitem__(self, i):
        s = int(self.starts[i])
        return self.x[s : s + self.window], s


def window_labels(labels, starts, window):
    """A window is anomalous if any of its points is."""
    return torch.stack([labels[s : s + window].max() for s in starts.tolist()])


def windows_to_points(window_scores, starts, window, length, reduce="max"):
    """Spread window scores back to time steps (max or mean over covering windows)."""
    out = torch.full((length,), float("-inf") if reduce == "max" else 0.0)
    count = torch.zeros(length)
    for score, s in zip(window_scores.tolist(), starts.tolist()):
        if reduce == "max":
            out[s : s + window] = torch.maximum(out[s : s + window], torch.tensor(score))
        else:
            out[s : s + window] += score
        count[s : s + window] += 1
    if reduce != "max":
        out = out / count.clamp(min=1)
    out[count == 0] = 0.0
    return out
