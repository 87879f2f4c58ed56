from __future__ import annotations

import random

import torch
from torch.utils.data import Dataset

from .sampling import NegativeSampler
from .split import LeaveOneOutSplit


class PointwiseDataset(Dataset):
    """(user, item, label) with `neg_ratio` fresh negatives per positive; call resample() each epoch."""

    def __init__(self, split: LeaveOneOutSplit, neg_ratio: int = 4, seed: int = 0):
        self.split = split
        self.neg_ratio = neg_ratio
        self.sampler = NegativeSampler(split.num_items, seed)
        self.positives = [(u, i) for u, items in split.train.items() for i in items]
        self.resample()

    def resample(self) -> None:
        rows = []
        for u, i in self.positives:
            rows.append((u, i, 1.0))
            for j in self.sampler.sample(self.split.seen(u), self.neg_ratio):
                rows.append((u, j, 0.0))
        self.rows = torch.tensor(rows)

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, idx):
        u, i, y = self.rows[idx]
        return u.long(), i.long(), y


class BPRDataset(Dataset):
    """(user, positive item, negative item) triples; one triple per training interaction."""

    def __init__(self, split: LeaveOneOutSplit, seed: int = 0):
        self.split = split
        self.sampler = NegativeSampler(split.num_items, seed)
        self.positives = [(u, i) for u, items in split.train.items() for i in items]

    def __len__(self) -> int:
        return len(self.positives)

    def __getitem__(self, idx):
        u, i = self.positives[idx]
        (j,) = self.sampler.sample(self.split.seen(u), 1)
        return torch.tensor(u), torch.tensor(i), torch.tensor(j)


class SequenceDataset(Dataset):
    """Left-padded item sequences for next-item prediction (SASRec style)."""

    def __init__(self, split: LeaveOneOutSplit, max_len: int = 50, seed: int = 0):
        self.split = split
        self.max_len = max_len
        self.users = [u for u, items in split.train.items() if len(items) >= 2]
        self.rng = random.Random(seed)

    def __len__(self) -> int:
        return len(self.users)

    def __getitem__(self, idx):
        u = self.users[idx]
        items = self.split.train[u][-(self.max_len + 1):]
        seq, target = items[:-1], items[1:]
        seen = self.split.seen(u)
        neg = []
        for _ in target:
            j = self.rng.randrange(1, self.split.num_items)
            while j in seen:
                j = self.rng.randrange(1, self.split.num_items)
            neg.append(j)
        pad = self.max_len - len(seq)
        return (torch.tensor([0] * pad + seq), torch.tensor([0] * pad + target), torch.tensor([0] * pad + neg))
