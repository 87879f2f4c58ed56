import math

import torch
from torch import nn


def cosine_betas(T, s=0.008):
    steps = torch.arange(T + 1, dtype=torch.float64) / T
    alpha_bar = torch.cos((steps + s) / (1 + s) * math.pi / 2) ** 2
    betas = 1 - alpha_bar[1:] / alpha_bar[:-1]
    return betas.clamp(max=0.999).float()


class Diffusion:
    def __init__(self, T=200):
        self.T = T
        self.betas = cosine_betas(T)
        self.alphas = 1 - self.betas
        self.alpha_bar = torch.cumprod(self.alphas, 0)

    def q_sample(self, x0, t, noise):
        ab = self.alpha_bar[t].unsqueeze(1)
        return ab.sqrt() * x0 + (1 - ab).sqrt() * noise

    def loss(self, model, x0):
        t = torch.randint(0, self.T, (x0.shape[0],))
        noise = torch.randn_like(x0)
        return nn.functional.mse_loss(model(self.q_sample(x0, t, noise), t), noise)

    @torch.no_grad()
    def sample(self, model, n, g=None):
        x = torch.randn(n, 2, generator=g)
        for t in reversed(range(self.T)):
            tt = torch.full((n,), t, dtype=torch.long)
            eps = model(x, tt)
            a, ab, b = self.alphas[t], self.alpha_bar[t], self.betas[t]
            x = (x - b / (1 - ab).sqrt() * eps) / a.sqrt()
            if t > 0:
                x = x + b.sqrt() * torch.randn(x.shape, generator=g)
        return x


class TimeEmbedding(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, t):
        half = self.dim // 2
        freqs = torch.exp(-math.log(10000) * torch.arange(half) / half)
        args = t.float().unsqueeze(1) * freqs.unsqueeze(0)
        return torch.cat([args.sin(), args.cos()], 1)


class Denoiser(nn.Module):
    def __init__(self, hidden=128, t_dim=32):
        super().__init__()
        self.t_embed = TimeEmbedding(t_dim)
        self.net = nn.Sequential(nn.Linear(2 + t_dim, hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, 2))

    def forward(self, x, t):
        return self.net(torch.cat([x, self.t_embed(t)], 1))
