import math

import torch


def sample_toy(n, kind="rings", generator=None):
    """2-D toy distributions for checking a diffusion setup quickly."""
    if kind == "rings":
        r = torch.randint(1, 3, (n,), generator=generator).float()
        theta = torch.rand(n, generator=generator) * 2 * math.pi
        x = torch.stack([r * theta.cos(), r * theta.sin()], 1)
    elif kind == "gmm":
        centers = torch.tensor([[-2.0, -2.0], [2.0, 2.0], [-2.0, 2.0], [2.0, -2.0]])
        x = centers[torch.randint(0, 4, (n,), generator=generator)]
    else:
        raise ValueError(kind)
    return x + 0.05 * torch.randn(n, 2, generator=generator)
