import math

import torch


def _prototype(g, points):
    t = torch.linspace(0, 1, points)
    coeff = torch.randn(2, 5, generator=g)
    phase = 2 * math.pi * torch.rand(2, 5, generator=g)
    k = torch.arange(1, 6).float()
    xy = (coeff.unsqueeze(-1) * torch.sin(2 * math.pi * k[None, :, None] * t + phase.unsqueeze(-1)) / k[None, :, None]).sum(1)
    return xy + torch.stack([3 * t, torch.zeros_like(t)])  # (2, points), left-to-right


def make_signatures(n_writers, per_writer, points=64, seed=0):
    """Returns features (N, 2*points) and writer ids (N,)."""
    g = torch.Generator().manual_seed(seed)
    feats, writers = [], []
    for w in range(n_writers):
        proto = _prototype(g, points)
        for _ in range(per_writer):
            scale = 1 + 0.1 * torch.randn(2, 1, generator=g)
            shift = 0.1 * torch.randn(2, 1, generator=g)
            sample = proto * scale + shift + 0.05 * torch.randn(2, points, generator=g)
            feats.append(sample.flatten())
            writers.append(w)
    return torch.stack(feats), torch.tensor(writers)
