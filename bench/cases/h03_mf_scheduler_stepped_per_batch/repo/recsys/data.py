"""Synthetic explicit-feedback ratings (1-5 stars) from a low-rank model."""
import torch
from torch.utils.data import Dataset


def synth_ratings(num_users, num_items, num_ratings, true_rank=6, noise=0.35, seed=0):
    g = torch.Generator().manual_seed(seed)
    u = torch.randn(num_users, true_rank, generator=g) / true_rank ** 0.5
    v = torch.randn(num_items, true_rank, generator=g) / true_rank ** 0.5
    user_bias = 0.3 * torch.randn(num_users, generator=g)
    item_bias = 0.5 * torch.randn(num_items, generator=g)
    users = torch.randint(num_users, (num_ratings,), generator=g)
    items = torch.randint(num_items, (num_ratings,), generator=g)
    score = 3.5 + user_bias[users] + item_bias[items] + 1.2 * (u[users] * v[items]).sum(1)
    score = score + noise * torch.randn(num_ratings, generator=g)
    return users, items, score.clamp(1.0, 5.0)


class RatingsDataset(Dataset):
    def __init__(self, users, items, ratings):
        self.users, self.items, self.ratings = users, items, ratings

    def __len__(self):
        return len(self.ratings)

    def __getitem__(self, idx):
        return self.users[idx], self.items[idx], self.ratings[idx]


def train_val_split(users, items, ratings, val_fraction, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(len(ratings), generator=g)
    n_val = int(len(ratings) * val_fraction)
    val, train = perm[:n_val], perm[n_val:]
    return (RatingsDataset(users[train], items[train], ratings[train]),
            RatingsDataset(users[val], items[val], ratings[val]))
