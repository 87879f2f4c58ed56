"""Synthetic bird-call clips (the field recordings are not shareable).

Five call types: up-sweep, down-sweep, trill, flat whistle, two-note.
Clips are 200 samples of a low-rate envelope-demodulated signal.
"""
import math

import torch

CALL_TYPES = ["up_sweep", "down_sweep", "trill", "whistle", "two_note"]
CLIP_LEN = 200


def _call(kind, n, g):
    t = torch.linspace(0, 1, n)
    f0 = 4 + 4 * torch.rand(1, generator=g).item()
    if kind == "up_sweep":
        phase = 2 * math.pi * (f0 * t + 6 * t ** 2)
    elif kind == "down_sweep":
        phase = 2 * math.pi * ((f0 + 12) * t - 6 * t ** 2)
    elif kind == "trill":
        phase = 2 * math.pi * f0 * t + 3 * torch.sin(2 * math.pi * 9 * t)
    elif kind == "whistle":
        phase = 2 * math.pi * (f0 + 4) * t
    else:
        phase = 2 * math.pi * torch.where(t < 0.5, f0 * t, (f0 + 8) * t)
    return torch.sin(phase) * torch.hann_window(n, periodic=False)


def make_clips(n, seed=0, noise=0.3):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CALL_TYPES), (n,), generator=g)
    clips = noise * torch.randn(n, 1, CLIP_LEN, generator=g)
    for i, k in enumerate(labels.tolist()):
        length = int(torch.randint(80, 160, (1,), generator=g))
        start = int(torch.randint(0, CLIP_LEN - length, (1,), generator=g))
        amp = 0.5 + torch.rand(1, generator=g).item()
        clips[i, 0, start:start + length] += amp * _call(CALL_TYPES[k], length, g)
    return clips, labels
