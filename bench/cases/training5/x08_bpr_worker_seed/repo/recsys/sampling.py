import random

import torch
from torch.utils.data import Dataset


class BPRTriplets(Dataset):
    """(user, positive item, sampled negative item) for every training interaction."""

    def __init__(self, train_items, n_items):
        self.n_items = n_items
        self.pairs = [(u, i) for u, items in enumerate(train_items) for i in items]
        self.seen = [set(items) for items in train_items]

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, idx):
        u, i = self.pairs[idx]
        j = random.randrange(self.n_items)
        while j in self.seen[u]:
            j = random.randrange(self.n_items)
        return torch.tensor(u), torch.tensor(i), torch.tensor(j)
