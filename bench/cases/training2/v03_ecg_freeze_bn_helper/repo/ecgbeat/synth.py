"""Synthetic single-lead ECG strips (256 samples, ~2.5 s at 100 Hz).

Classes:
    0 normal          narrow QRS, upright T wave, regular RR
    1 wide_qrs        bundle-branch-block-like wide QRS
    2 inverted_t      T wave inverted (ischemia-like)
    3 premature       every third beat comes early (PVC-like bigeminy/trigeminy)
"""
import math

import torch
from torch.utils.data import TensorDataset

CLASSES = ["normal", "wide_qrs", "inverted_t", "premature"]
STRIP_LEN = 256
MAX_BEATS = 8


def _gauss(t, centre, width):
    return torch.exp(-0.5 * ((t - centre) / width) ** 2)


def synth_strips(n, seed=0, noise=0.08, chunk=2048):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    t = torch.arange(STRIP_LEN, dtype=torch.float32).view(1, 1, -1)
    out = []
    for start in range(0, n, chunk):
        y = labels[start:start + chunk]
        m = len(y)
        rr = 60.0 + torch.randint(-5, 6, (m, 1), generator=g).float()
        first = torch.rand(m, 1, generator=g) * rr
        steps = rr.repeat(1, MAX_BEATS)
        premature = (y == 3).view(-1, 1) & (torch.arange(MAX_BEATS).view(1, -1) % 3 == 1)
        steps = torch.where(premature, 0.55 * steps, steps)
        beats = first + torch.cumsum(steps, 1) - steps[:, :1]               # m, B
        beats = beats.unsqueeze(-1)                                         # m, B, 1
        width = torch.where(y == 1, 5.0, 2.0).view(-1, 1, 1)
        t_sign = torch.where(y == 2, -1.0, 1.0).view(-1, 1, 1)
        qrs = _gauss(t, beats, width)
        t_wave = 0.35 * t_sign * _gauss(t, beats + 18, 6.0)
        p_wave = 0.15 * _gauss(t, beats - 14, 4.0)
        x = (qrs + t_wave + p_wave).sum(1)                                   # m, L
        period = 200.0 + 100.0 * torch.rand(m, 1, generator=g)
        baseline = 0.1 * torch.sin(2 * math.pi * t.view(1, -1) / period)
        x = x + baseline + noise * torch.randn(m, STRIP_LEN, generator=g)
        out.append(x)
    return torch.cat(out).unsqueeze(1), labels


def make_datasets(n_train, n_val, seed=0):
    return (TensorDataset(*synth_strips(n_train, seed=seed)),
            TensorDataset(*synth_strips(n_val, seed=seed + 1)))
