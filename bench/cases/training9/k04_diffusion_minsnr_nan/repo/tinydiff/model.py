import math

import torch
import torch.nn as nn


def timestep_embedding(t, dim):
    half = dim // 2
    freqs = torch.exp(-math.log(10000) * torch.arange(half, dtype=torch.float32) / half)
    args = t.float().unsqueeze(1) * freqs.unsqueeze(0)
    return torch.cat([args.sin(), args.cos()], dim=1)


class Denoiser(nn.Module):
    """Predicts the noise added to a 2-D point at step t."""

    def __init__(self, dim=2, hidden=128, temb=32, depth=3):
        super().__init__()
        self.temb = temb
        layers, d = [], dim + temb
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.SiLU()]
            d = hidden
        layers.append(nn.Linear(d, dim))
        self.net = nn.Sequential(*layers)

    def forward(self, x, t):
        return self.net(torch.cat([x, timestep_embedding(t, self.temb)], dim=1))
