import math

import torch

CLASSES = ["N", "PVC", "APC", "F", "paced"]
#             P: amp, pos   QRS: amp, width  T: amp, pos
_TEMPLATES = [(0.15, 0.30, 1.0, 0.012, 0.30, 0.70),
              (0.00, 0.30, 1.4, 0.030, -0.35, 0.70),
              (0.25, 0.22, 1.0, 0.012, 0.30, 0.66),
              (0.10, 0.30, 1.2, 0.020, 0.05, 0.70),
              (0.00, 0.30, 0.9, 0.018, 0.25, 0.72)]


def _gauss(t, mu, sd):
    return torch.exp(-0.5 * ((t - mu) / sd) ** 2)


def make_beats(n, length=250, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    labels = torch.randint(len(CLASSES), (n,), generator=g)
    beats = torch.empty(n, length)
    for i, c in enumerate(labels.tolist()):
        pa, pp, qa, qw, ta, tp = _TEMPLATES[c]
        wob = 0.01 * torch.randn(3, generator=g)
        x = (pa * _gauss(t, pp + wob[0], 0.025) + qa * _gauss(t, 0.45 + wob[1], qw)
             - 0.15 * _gauss(t, 0.42 + wob[1], 0.01) + ta * _gauss(t, tp + wob[2], 0.05))
        if c == 4:
            x = x + 0.8 * _gauss(t, 0.40, 0.003)  # pacing spike
        beats[i] = x + 0.02 * torch.randn(length, generator=g)
    return beats, labels
