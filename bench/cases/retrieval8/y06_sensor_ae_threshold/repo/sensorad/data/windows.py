import numpy as np


def sliding_windows(series, window, stride):
    """(T, C) -> (N, window, C), windows starting at 0, stride, 2*stride, ..."""
    T = series.shape[0]
    if T < window:
        raise ValueError(f"series of length {T} shorter than window {window}")
    starts = np.arange(0, T - window + 1, stride)
    return np.stack([series[s:s + window] for s in starts]), starts


def window_labels(point_labels, starts, window):
    """A window is anomalous if any of its time steps is."""
    return np.array([int(point_labels[s:s + window].any()) for s in starts], dtype=np.int64)
