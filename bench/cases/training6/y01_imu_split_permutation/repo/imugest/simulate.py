"""Synthetic stand-in for the recorder export: (N, 6, T) windows and integer gesture labels."""
import math

import torch

GESTURES = ["swipe_left", "swipe_right", "circle", "tap", "shake", "idle"]
SAMPLE_RATE = 50
WINDOW_S = 2.0


def _gesture(kind, t, g):
    """One clean 6-channel trace for gesture `kind` on time axis t (seconds)."""
    sig = torch.zeros(6, t.numel())
    phase = float(torch.rand(1, generator=g)) * 2 * math.pi
    amp = 0.8 + 0.4 * float(torch.rand(1, generator=g))
    if kind == 0:    # swipe_left: one smooth lateral push on ax, yaw rate on gz
        env = torch.exp(-((t - 1.0) / 0.25) ** 2)
        sig[0] = -amp * env
        sig[5] = -0.6 * amp * torch.gradient(env)[0] * SAMPLE_RATE / 4
    elif kind == 1:  # swipe_right
        env = torch.exp(-((t - 1.0) / 0.25) ** 2)
        sig[0] = amp * env
        sig[5] = 0.6 * amp * torch.gradient(env)[0] * SAMPLE_RATE / 4
    elif kind == 2:  # circle: quadrature ax / ay at ~1 Hz
        sig[0] = amp * torch.sin(2 * math.pi * 1.0 * t + phase)
        sig[1] = amp * torch.cos(2 * math.pi * 1.0 * t + phase)
    elif kind == 3:  # tap: short spike on az
        c = 0.5 + float(torch.rand(1, generator=g))
        sig[2] = 2.0 * amp * torch.exp(-((t - c) / 0.04) ** 2)
    elif kind == 4:  # shake: fast oscillation on ay and gx
        sig[1] = amp * torch.sin(2 * math.pi * 6.0 * t + phase)
        sig[3] = 0.7 * amp * torch.sin(2 * math.pi * 6.0 * t + phase + 0.5)
    # idle (5): nothing but gravity and noise
    sig[2] += 1.0  # gravity on the z axis
    return sig


def make_recordings(n_per_class=2000, seed=0, noise=0.25):
    """Return x of shape (N, 6, 100) float32 and y of shape (N,) int64, grouped by class."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(int(SAMPLE_RATE * WINDOW_S)) / SAMPLE_RATE
    xs, ys = [], []
    for k in range(len(GESTURES)):
        for _ in range(n_per_class):
            clean = _gesture(k, t, g)
            xs.append(clean + noise * torch.randn(clean.shape, generator=g))
            ys.append(k)
    return torch.stack(xs).float(), torch.tensor(ys, dtype=torch.long)
