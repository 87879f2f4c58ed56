"""Training examples with negative sampling."""
import torch
from torch.utils.data import Dataset


class PointwiseDataset(Dataset):
    """(user, item, label) triples: every positive plus `num_negatives` sampled negatives,
    resampled by calling `resample()` at the start of each epoch."""

    def __init__(self, train, num_items, num_negatives=4):
        self.train = train
        self.num_items = num_items
        self.num_negatives = num_negatives
        self.seen = {u: set(items) for u, items in train.items()}
        self.resample()

    def resample(self):
        users, items, labels = [], [], []
        for u, pos in self.train.items():
            for i in pos:
                users.append(u), items.append(i), labels.append(1.0)
                for _ in range(self.num_negatives):
                    j = int(torch.randint(self.num_items, (1,)))
                    while j in self.seen[u]:
                        j = int(torch.randint(self.num_items, (1,)))
                    users.append(u), items.append(j), labels.append(0.0)
        self.users = torch.tensor(users)
        self.items = torch.tensor(items)
        self.labels = torch.tensor(labels)

    def __len__(self):
        return len(self.users)

    def __getitem__(self, i):
        return self.users[i], self.items[i], self.labels[i]


class PairwiseDataset(Dataset):
    """(user, positive, negative) triples for BPR."""

    def __init__(self, train, num_items):
        self.train = train
        self.num_items = num_items
        self.seen = {u: set(items) for u, items in train.items()}
        self.pairs = [(u, i) for u, items in train.items() for i in items]
        self.resample()

    def resample(self):
        negs = []
        for u, _ in self.pairs:
            j = int(torch.randint(self.num_items, (1,)))
            while j in self.seen[u]:
                j = int(torch.randint(self.num_items, (1,)))
            negs.append(j)
        self.negs = torch.tensor(negs)

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, k):
        u, i = self.pairs[k]
        return torch.tensor(u), torch.tensor(i), self.negs[k]
