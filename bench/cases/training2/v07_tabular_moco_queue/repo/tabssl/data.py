"""Synthetic tabular records: 32 numeric features generated from 10 latent segments
(customer types) through a random non-linear map; the segment label is only used for the
linear-probe evaluation after pretraining."""
import torch

N_FEATURES = 32
N_SEGMENTS = 10


def make_records(n, seed=0):
    proj_g = torch.Generator().manual_seed(4321)
    centers = 2.0 * torch.randn(N_SEGMENTS, 8, generator=proj_g)
    w1 = torch.randn(8, 64, generator=proj_g) / 8 ** 0.5
    w2 = torch.randn(64, N_FEATURES, generator=proj_g) / 8.0
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, N_SEGMENTS, (n,), generator=g)
    z = centers[y] + 0.7 * torch.randn(n, 8, generator=g)
    x = torch.tanh(z @ w1) @ w2 + 0.05 * torch.randn(n, N_FEATURES, generator=g)
    x = (x - x.mean(0)) / x.std(0)
    return x, y
