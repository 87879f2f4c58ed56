import csv
import math

import torch


def make_synthetic(n=120, noise_std=0.1, seed=0, kind="sine"):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(n, 1, generator=g, dtype=torch.float64) * 10.0 - 5.0
    if kind == "sine":
        f = torch.sin(x[:, 0]) + 0.3 * torch.cos(3.0 * x[:, 0])
    elif kind == "step":
        f = torch.where(x[:, 0] > 0, 1.0, -1.0).to(torch.float64)
    elif kind == "quadratic":
        f = 0.1 * x[:, 0] ** 2 - 1.0
    else:
        raise ValueError(f"unknown synthetic function {kind!r}")
    y = f + noise_std * torch.randn(n, generator=g, dtype=torch.float64)
    return x, y


def load_csv(path, target="y"):
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    if not rows:
        raise ValueError(f"{path} is empty")
    features = [k for k in rows[0] if k != target]
    x = torch.tensor([[float(r[k]) for k in features] for r in rows], dtype=torch.float64)
    y = torch.tensor([float(r[target]) for r in rows], dtype=torch.float64)
    return x, y


def train_test_split(x, y, test_frac=0.25, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(x.shape[0], generator=g)
    n_test = max(1, int(math.floor(test_frac * x.shape[0])))
    te, tr = perm[:n_test], perm[n_test:]
    return (x[tr], y[tr]), (x[te], y[te])


class Normalizer:
    def fit(self, y):
        self.mu = y.mean()
        self.sigma = y.std().clamp_min(1e-12)
        return self

    def transform(self, y):
        return (y - self.mu) / self.sigma

    def inverse_mean(self, m):
        return m * self.sigma + self.mu

    def inverse_var(self, v):
        return v * self.sigma ** 2
