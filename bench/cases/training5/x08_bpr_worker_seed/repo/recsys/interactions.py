"""Synthetic implicit feedback from a latent-factor model with popularity bias."""
import random

import torch


def generate(n_users, n_items, per_user, dim=16, seed=0):
    g = torch.Generator().manual_seed(seed)
    users = torch.randn(n_users, dim, generator=g)
    items = torch.randn(n_items, dim, generator=g)
    popularity = torch.randn(n_items, generator=g) * 1.5
    scores = users @ items.T / dim ** 0.5 + popularity
    probs = torch.softmax(scores * 1.5, dim=1)
    picked = torch.multinomial(probs, per_user, replacement=False, generator=g)
    return [sorted(row.tolist()) for row in picked]


def leave_k_out(user_items, k=2, seed=0):
    rng = random.Random(seed)
    train, test = [], []
    for items in user_items:
        items = list(items)
        rng.shuffle(items)
        test.append(sorted(items[:k]))
        train.append(sorted(items[k:]))
    return train, test
