import random

import torch
from torch.utils.data import Dataset, Sampler

from .vocab import PAD, encode


class PeptideDataset(Dataset):
    """Encoded peptides. With `sort_by_length=True` the items are stored in length order so that
    `LengthBucketSampler` can cut batches of similar length (much less padding)."""

    def __init__(self, seqs, labels, sort_by_length=True, max_len=None):
        self.items = [encode(s)[:max_len] if max_len else encode(s) for s in seqs]
        self.labels = torch.as_tensor(labels, dtype=torch.long)
        if sort_by_length:
            self.items.sort(key=len)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        return torch.tensor(self.items[idx], dtype=torch.long), self.labels[idx]

    def lengths(self):
        return [len(x) for x in self.items]


class LengthBucketSampler(Sampler):
    """Yields batches of consecutive indices (the dataset is length-sorted), in random batch order."""

    def __init__(self, n, batch_size, shuffle=True, seed=0):
        self.n, self.batch_size, self.shuffle = n, batch_size, shuffle
        self.rng = random.Random(seed)

    def __iter__(self):
        batches = [list(range(i, min(i + self.batch_size, self.n))) for i in range(0, self.n, self.batch_size)]
        if self.shuffle:
            self.rng.shuffle(batches)
        yield from batches

    def __len__(self):
        return (self.n + self.batch_size - 1) // self.batch_size


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    out = torch.full((len(seqs), int(lengths.max())), PAD, dtype=torch.long)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s
    return out, lengths, torch.stack(labels)
