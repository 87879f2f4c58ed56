"""Synthetic card transactions: amount, time, merchant category, distance from home, velocity features."""
import torch

N_MCC = 30


def make_transactions(n, fraud_rate=0.004, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = (torch.rand(n, generator=g) < fraud_rate).float()
    log_amount = torch.randn(n, generator=g) * 1.0 + 3.5 + 1.2 * y
    hour = torch.randint(0, 24, (n,), generator=g).float()
    night = ((hour < 6) | (hour > 22)).float()
    dist = torch.distributions.Exponential(1.0).sample((n,)) + 2.5 * y * torch.rand(n, generator=g)
    velocity = torch.poisson(1.0 + 2.0 * y)
    mcc = torch.randint(0, N_MCC, (n,), generator=g)
    risky_mcc = (mcc < 4).float()
    y = torch.where(torch.rand(n, generator=g) < 0.3 * night * risky_mcc * 0.02, torch.ones_like(y), y)
    x = torch.stack([(log_amount - 3.5), torch.sin(hour / 24 * 6.283), torch.cos(hour / 24 * 6.283),
                     night, torch.log1p(dist), velocity / 3], dim=1)
    return x, mcc, y
