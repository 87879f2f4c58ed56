"""Line datasets: (image (1, H, W), text)."""
import os
import random

import torch
from torch.utils.data import Dataset

from .font import render_text

WORDS = ["balloon", "coffee", "apple", "letter", "little", "street", "school", "happy", "book",
         "green", "hello", "world", "kitten", "summer", "pizza", "yellow", "office", "bottle",
         "river", "mountain", "data", "model", "train", "value", "zero", "one", "two", "three"]


class LineDataset(Dataset):
    def __init__(self, root, split, charset, transform=None):
        self.root = os.path.join(root, split)
        self.items = []
        with open(os.path.join(self.root, "labels.tsv"), "r", encoding="utf-8") as fh:
            for line in fh:
                name, text = line.rstrip("\n").split("\t", 1)
                self.items.append((name, charset.filter(text)))
        self.transform = transform

    def __len__(self):
        return len(self.items)

    def load(self, idx):
        name, text = self.items[idx]
        return torch.load(os.path.join(self.root, name)), text

    def __getitem__(self, idx):
        img, text = self.load(idx)
        if self.transform is not None:
            img = self.transform(img)
        return img, text


class SyntheticLineDataset(LineDataset):
    def __init__(self, size, height=32, max_word_len=10, transform=None, seed=0):
        self.size = size
        self.height = height
        self.max_word_len = max_word_len
        self.transform = transform
        self.seed = seed

    def __len__(self):
        return self.size

    def load(self, idx):
        rng = random.Random(self.seed * 1_000_003 + idx)
        if rng.random() < 0.6:
            text = rng.choice(WORDS)
        else:
            n = rng.randint(2, self.max_word_len)
            text = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))
            if rng.random() < 0.3:
                k = rng.randrange(len(text))
                text = text[:k + 1] + text[k] + text[k + 1:]  # doubled letters
        return render_text(text, self.height), text


def build_dataset(cfg, split, charset, transform=None):
    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        n = dc.get("train_size" if split == "train" else "val_size", 100)
        return SyntheticLineDataset(n, dc.get("height", 32), dc.get("max_word_len", 10), transform,
                                    seed=0 if split == "train" else 1)
    return LineDataset(dc["root"], split, charset, transform)
