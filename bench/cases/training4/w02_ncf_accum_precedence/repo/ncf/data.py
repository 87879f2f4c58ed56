"""Synthetic implicit-feedback logs with latent user/item taste vectors."""
import numpy as np
import torch
from torch.utils.data import Dataset


def make_interactions(n_users=20000, n_items=5000, per_user=30, dim=8, seed=0):
    """Every user interacts with `per_user` items drawn from a softmax over taste scores.
    Returns an (N, 2) int64 array of (user, item) pairs, ordered by user then time."""
    rng = np.random.default_rng(seed)
    u = rng.standard_normal((n_users, dim)).astype(np.float32)
    v = rng.standard_normal((n_items, dim)).astype(np.float32)
    pop = rng.standard_normal(n_items).astype(np.float32)
    pairs = []
    for start in range(0, n_users, 2048):
        scores = u[start:start + 2048] @ v.T * 1.5 + pop
        p = np.exp(scores - scores.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        for k, row in enumerate(p):
            items = rng.choice(n_items, size=per_user, replace=False, p=row)
            pairs.extend((start + k, int(i)) for i in items)
    return np.asarray(pairs, dtype=np.int64)


def leave_one_out(pairs, n_users):
    """Last interaction of every user goes to the test set."""
    last = {}
    for idx, (u, _) in enumerate(pairs):
        last[u] = idx
    test_idx = np.fromiter(last.values(), dtype=np.int64)
    mask = np.ones(len(pairs), dtype=bool)
    mask[test_idx] = False
    return pairs[mask], pairs[test_idx]


class PointwiseDataset(Dataset):
    """Each positive is paired with `num_neg` uniformly sampled negatives (resampled every epoch)."""

    def __init__(self, train_pairs, n_items, num_neg=4, seed=0):
        self.pos = train_pairs
        self.n_items = n_items
        self.num_neg = num_neg
        self.seen = {}
        for u, i in train_pairs:
            self.seen.setdefault(int(u), set()).add(int(i))
        self.rng = np.random.default_rng(seed)
        self.resample()

    def resample(self):
        users = np.repeat(self.pos[:, 0], self.num_neg)
        negs = self.rng.integers(0, self.n_items, size=len(users))
        u = np.concatenate([self.pos[:, 0], users])
        i = np.concatenate([self.pos[:, 1], negs])
        y = np.concatenate([np.ones(len(self.pos)), np.zeros(len(users))]).astype(np.float32)
        self.users, self.items, self.labels = map(torch.from_numpy, (u, i, y))

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, k):
        return self.users[k], self.items[k], self.labels[k]
