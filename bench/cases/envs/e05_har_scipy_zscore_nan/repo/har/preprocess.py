import numpy as np
from scipy.signal import butter, sosfiltfilt
from scipy.stats import zscore


def lowpass(signals, cutoff=15.0, fs=50.0, order=4):
    """Zero-phase Butterworth low-pass along the time axis."""
    sos = butter(order, cutoff, btype="low", fs=fs, output="sos")
    return sosfiltfilt(sos, signals, axis=-1)


def sliding_windows(signal, size=128, step=64):
    """(C, T) -> (n_windows, C, size)."""
    starts = range(0, signal.shape[-1] - size + 1, step)
    return np.stack([signal[:, s:s + size] for s in starts])


def standardize_windows(windows):
    """Zero mean / unit variance per window and channel."""
    return zscore(windows, axis=-1)


def preprocess(signals, labels, fs=50.0, size=128, step=64):
    """Recordings (N, C, T) -> windows (M, C, size) float32 and their labels (M,)."""
    filtered = lowpass(signals, fs=fs)
    xs, ys = [], []
    for sig, label in zip(filtered, labels):
        w = sliding_windows(sig, size, step)
        xs.append(standardize_windows(w))
        ys.append(np.full(len(w), label, dtype=np.int64))
    return np.concatenate(xs).astype(np.float32), np.concatenate(ys)
