import math

import torch


def linear_betas(T, start=1e-4, end=0.02):
    return torch.linspace(start, end, T, dtype=torch.float64)


def cosine_betas(T, s=0.008):
    """Cosine schedule of Nichol & Dhariwal (2021)."""
    steps = torch.arange(T + 1, dtype=torch.float64)
    f = torch.cos((steps / T + s) / (1 + s) * math.pi / 2) ** 2
    alphas_cumprod = f / f[0]
    betas = 1 - alphas_cumprod[1:] / alphas_cumprod[:-1]
    return betas


class NoiseSchedule:
    def __init__(self, T=1000, kind="cosine"):
        betas = cosine_betas(T) if kind == "cosine" else linear_betas(T)
        self.T = T
        self.betas = betas.float()
        self.alphas_cumprod = torch.cumprod(1 - betas, 0).float()

    def q_sample(self, x0, t, noise):
        ab = self.alphas_cumprod[t].unsqueeze(-1)
        return ab.sqrt() * x0 + (1 - ab).sqrt() * noise

    def snr(self, t):
        ab = self.alphas_cumprod[t]
        return ab / (1 - ab)
