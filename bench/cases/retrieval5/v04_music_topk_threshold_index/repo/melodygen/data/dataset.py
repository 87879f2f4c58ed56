"""Token-sequence datasets for language-model training."""
import json
import random

import torch
from torch.utils.data import Dataset

from .tokenizer import PAD


def load_melodies(path):
    with open(path, "r", encoding="utf-8") as fh:
        return [[tuple(n) for n in mel] for mel in json.load(fh)]


class MelodyDataset(Dataset):
    """Random windows of ``seq_len + 1`` tokens (inputs + shifted targets)."""

    def __init__(self, melodies, tokenizer, seq_len=256, transform=None, train=True):
        self.melodies = melodies
        self.tok = tokenizer
        self.seq_len = seq_len
        self.transform = transform
        self.train = train

    def __len__(self):
        return len(self.melodies)

    def __getitem__(self, idx):
        mel = self.melodies[idx]
        if self.transform is not None:
            mel = self.transform(mel)
        ids = self.tok.encode(mel)
        n = self.seq_len + 1
        if len(ids) > n:
            start = random.randint(0, len(ids) - n) if self.train else 0
            ids = ids[start:start + n]
        return torch.tensor(ids, dtype=torch.long)


def collate_tokens(batch):
    L = max(len(x) for x in batch)
    out = torch.full((len(batch), L), PAD, dtype=torch.long)
    for i, x in enumerate(batch):
        out[i, : len(x)] = x
    return out
