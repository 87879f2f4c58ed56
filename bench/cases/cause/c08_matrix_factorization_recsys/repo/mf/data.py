import csv

import torch
from torch.utils.data import Dataset


def synthetic_ratings(n_users=300, n_items=200, rank=4, density=0.1, seed=0):
    """Ratings on a 1-5 scale from a low-rank preference model plus user/item offsets."""
    g = torch.Generator().manual_seed(seed)
    U = torch.randn(n_users, rank, generator=g) / rank ** 0.5
    V = torch.randn(n_items, rank, generator=g) / rank ** 0.5
    bu = 0.3 * torch.randn(n_users, generator=g)
    bi = 0.5 * torch.randn(n_items, generator=g)
    mask = torch.rand(n_users, n_items, generator=g) < density
    users, items = mask.nonzero(as_tuple=True)
    raw = 3.5 + bu[users] + bi[items] + 1.2 * (U[users] * V[items]).sum(1)
    raw = raw + 0.3 * torch.randn(len(users), generator=g)
    ratings = raw.clamp(1.0, 5.0)
    return users, items, ratings, n_users, n_items


def load_ratings_csv(path):
    users, items, ratings = [], [], []
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            users.append(int(row["userId"]))
            items.append(int(row["movieId"]))
            ratings.append(float(row["rating"]))
    u_ids = {u: i for i, u in enumerate(sorted(set(users)))}
    i_ids = {m: i for i, m in enumerate(sorted(set(items)))}
    return (torch.tensor([u_ids[u] for u in users]), torch.tensor([i_ids[m] for m in items]),
            torch.tensor(ratings), len(u_ids), len(i_ids))


class RatingsDataset(Dataset):
    def __init__(self, users, items, ratings):
        self.users, self.items, self.ratings = users, items, ratings

    def __len__(self):
        return len(self.ratings)

    def __getitem__(self, idx):
        return self.users[idx], self.items[idx], self.ratings[idx]


def split_ratings(users, items, ratings, val_frac=0.1, seed=0):
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(len(ratings), generator=g)
    n_val = int(len(ratings) * val_frac)
    va, tr = perm[:n_val], perm[n_val:]
    return (RatingsDataset(users[tr], items[tr], ratings[tr]),
            RatingsDataset(users[va], items[va], ratings[va]))
