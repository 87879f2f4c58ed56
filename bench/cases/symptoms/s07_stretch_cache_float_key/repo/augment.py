"""Batch-level augmentations for the call classifier (run on the whole batch tensor)."""
import random

import torch
import torch.nn.functional as F


def linear_interp_matrix(n_in, n_out):
    """(n_out, n_in) matrix M such that x @ M.T resamples x linearly to n_out samples."""
    pos = torch.linspace(0, n_in - 1, n_out)
    lo = pos.floor().long().clamp(max=n_in - 2)
    frac = pos - lo
    m = torch.zeros(n_out, n_in)
    rows = torch.arange(n_out)
    m[rows, lo] = 1 - frac
    m[rows, lo + 1] = frac
    return m


def fit_length(x, length):
    """Center-crop or zero-pad the last dim to `length`."""
    n = x.shape[-1]
    if n >= length:
        start = (n - length) // 2
        return x[..., start:start + length]
    pad = length - n
    return F.pad(x, (pad // 2, pad - pad // 2))


class RandomTimeStretch:
    """Speed the batch up or down by a random factor (keeps the clip length).

    Resampling is done with a dense interpolation matrix (one matmul, fast on the
    GPU); the matrices are cached because building them is the slow part.
    """

    def __init__(self, min_rate=0.8, max_rate=1.25, p=0.8):
        self.min_rate, self.max_rate, self.p = min_rate, max_rate, p
        self._cache = {}

    def _matrix(self, n_in, rate):
        key = (n_in, rate)
        if key not in self._cache:
            n_out = int(round(n_in * rate))
            self._cache[key] = linear_interp_matrix(n_in, n_out)
        return self._cache[key]

    def __call__(self, x):
        if random.random() > self.p:
            return x
        rate = random.uniform(self.min_rate, self.max_rate)
        m = self._matrix(x.shape[-1], rate)
        return fit_length(x @ m.T, x.shape[-1])


class RandomGain:
    def __init__(self, low=0.7, high=1.4):
        self.low, self.high = low, high

    def __call__(self, x):
        gain = torch.empty(x.shape[0], 1, 1).uniform_(self.low, self.high)
        return x * gain


class Compose:
    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x
