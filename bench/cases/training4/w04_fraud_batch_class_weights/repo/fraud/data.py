"""Synthetic card transactions with four fraud patterns (very imbalanced)."""
import numpy as np
import torch

CLASSES = ["legit", "card_testing", "account_takeover", "merchant_collusion", "friendly_fraud"]
PRIORS = [0.86, 0.06, 0.04, 0.022, 0.018]
N_MERCHANT_CAT = 24
N_COUNTRY = 12


def make_transactions(n=300000, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.choice(len(CLASSES), size=n, p=PRIORS)
    amount = rng.lognormal(3.0, 1.0, n)
    hour = rng.integers(0, 24, n)
    n_tx_1h = rng.poisson(1.0, n)
    dist_home = rng.exponential(20.0, n)
    age_days = rng.exponential(700.0, n)
    mcat = rng.integers(0, N_MERCHANT_CAT, n)
    country = rng.choice(N_COUNTRY, size=n, p=np.r_[0.7, np.full(N_COUNTRY - 1, 0.3 / (N_COUNTRY - 1))])
    m = y == 1
    amount[m] = rng.uniform(0.5, 3.0, m.sum()); n_tx_1h[m] += rng.poisson(6, m.sum())
    m = y == 2
    dist_home[m] += rng.exponential(800, m.sum()); country[m] = rng.integers(1, N_COUNTRY, m.sum())
    hour[m] = rng.integers(0, 6, m.sum())
    m = y == 3
    mcat[m] = rng.choice([3, 7], m.sum()); amount[m] *= 8
    m = y == 4
    age_days[m] = rng.exponential(30, m.sum()); amount[m] *= 2.5
    num = np.stack([np.log1p(amount), np.sin(hour / 24 * 2 * np.pi), np.cos(hour / 24 * 2 * np.pi),
                    np.log1p(n_tx_1h), np.log1p(dist_home), np.log1p(age_days)], 1).astype(np.float32)
    cat = np.stack([mcat, country], 1).astype(np.int64)
    return torch.from_numpy(num), torch.from_numpy(cat), torch.from_numpy(y.astype(np.int64))


def split(num, cat, y, val_frac=0.1, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(len(y), generator=g)
    k = int(len(y) * val_frac)
    va, tr = perm[:k], perm[k:]
    return (num[tr], cat[tr], y[tr]), (num[va], cat[va], y[va])
