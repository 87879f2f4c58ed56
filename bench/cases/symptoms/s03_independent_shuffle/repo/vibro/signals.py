"""Synthetic vibration windows for the four machine states we label on the line.

Each window is 2 channels (radial / axial accelerometer) x `length` samples at 2 kHz.
"""
import numpy as np

STATES = ("healthy", "inner_race", "outer_race", "imbalance")
FS = 2000.0


def _window(state, length, rng):
    t = np.arange(length) / FS
    rpm_hz = rng.uniform(20, 30)
    base = 0.5 * np.sin(2 * np.pi * rpm_hz * t + rng.uniform(0, 2 * np.pi))
    radial = base.copy()
    axial = 0.3 * base
    if state == "inner_race":
        period = int(FS / (5.4 * rpm_hz))
        impulses = np.zeros(length)
        impulses[rng.integers(0, period)::period] = 1.0
        ring = np.exp(-np.arange(30) / 4.0) * np.sin(2 * np.pi * 400 * np.arange(30) / FS)
        radial += 1.5 * np.convolve(impulses, ring)[:length]
    elif state == "outer_race":
        period = int(FS / (3.6 * rpm_hz))
        impulses = np.zeros(length)
        impulses[rng.integers(0, period)::period] = 1.0
        ring = np.exp(-np.arange(30) / 6.0) * np.sin(2 * np.pi * 250 * np.arange(30) / FS)
        axial += 1.5 * np.convolve(impulses, ring)[:length]
    elif state == "imbalance":
        radial += 1.2 * np.sin(2 * np.pi * rpm_hz * t)
        axial += 0.8 * np.sin(2 * np.pi * 2 * rpm_hz * t)
    x = np.stack([radial, axial]) + 0.4 * rng.normal(size=(2, length))
    return x.astype(np.float32)


def make_windows(n, length=256, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(STATES), size=n)
    x = np.stack([_window(STATES[k], length, rng) for k in y])
    return x, y.astype(np.int64)


class BatchIterator:
    """Minimal in-memory batch iterator (faster than DataLoader for our small arrays)."""

    def __init__(self, x, y, batch_size, shuffle=False, seed=0):
        assert len(x) == len(y)
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return (len(self.x) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        if self.shuffle:
            self.rng.shuffle(self.x)
            self.rng.shuffle(self.y)
        for i in range(0, len(self.x), self.batch_size):
            yield self.x[i:i + self.batch_size], self.y[i:i + self.batch_size]
