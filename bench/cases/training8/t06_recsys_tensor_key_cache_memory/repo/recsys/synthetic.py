"""Synthetic implicit feedback: users and items with latent tastes, popularity skew."""
import numpy as np


def make_interactions(n_users=600, n_items=1000, per_user=15, seed=0, dim=8):
    rng = np.random.default_rng(seed)
    u = rng.normal(size=(n_users, dim))
    v = rng.normal(size=(n_items, dim))
    popularity = rng.zipf(1.6, size=n_items).clip(max=50).astype(np.float64)
    logits = u @ v.T / np.sqrt(dim) + 0.5 * np.log(popularity)[None, :]
    rows = []
    for user in range(n_users):
        n = max(2, int(rng.poisson(per_user)))
        p = np.exp(logits[user] - logits[user].max())
        p /= p.sum()
        items = rng.choice(n_items, size=min(n, n_items), replace=False, p=p)
        for t, item in enumerate(items):
            rows.append((user, int(item), t))   # (user, item, timestamp)
    return rows
