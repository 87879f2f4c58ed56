"""Synthetic implicit-feedback data: users click items whose hidden taste vector is close to theirs."""
from dataclasses import dataclass

import numpy as np
import torch


@dataclass
class InteractionData:
    train_pairs: torch.Tensor      # (n, 2) user, item
    test_pairs: torch.Tensor       # (m, 2) one held-out item per user
    item_features: torch.Tensor    # (num_items, num_item_features)
    num_users: int
    num_items: int


def make_interactions(cfg):
    rng = np.random.default_rng(cfg.seed)
    u_lat = rng.normal(size=(cfg.num_users, cfg.latent_dim))
    i_lat = rng.normal(size=(cfg.num_items, cfg.latent_dim))
    mix = rng.normal(size=(cfg.latent_dim, cfg.num_item_features))
    feats = i_lat @ mix + 3.0 * rng.normal(size=(cfg.num_items, cfg.num_item_features))
    scores = u_lat @ i_lat.T
    train, test = [], []
    for u in range(cfg.num_users):
        p = np.exp(2.0 * (scores[u] - scores[u].max()))
        p /= p.sum()
        items = rng.choice(cfg.num_items, size=cfg.interactions_per_user + 1, replace=False, p=p)
        test.append((u, items[0]))
        train.extend((u, i) for i in items[1:])
    train = np.array(train)
    rng.shuffle(train)
    return InteractionData(
        train_pairs=torch.tensor(train, dtype=torch.long),
        test_pairs=torch.tensor(np.array(test), dtype=torch.long),
        item_features=torch.tensor(feats, dtype=torch.float32),
        num_users=cfg.num_users, num_items=cfg.num_items)
