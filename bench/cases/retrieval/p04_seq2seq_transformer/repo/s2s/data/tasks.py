"""Algorithmic tasks: reverse, sort, copy, add. Each example is (source symbols, target symbols)."""
import random

import torch
from torch.utils.data import Dataset


def _digits(rng, n, k):
    return [rng.randrange(k) for _ in range(n)]


def make_example(task, rng, min_len, max_len, k=10):
    n = rng.randint(min_len, max_len)
    if task == "reverse":
        src = _digits(rng, n, k)
        return src, src[::-1]
    if task == "sort":
        src = _digits(rng, n, k)
        return src, sorted(src)
    if task == "copy":
        src = _digits(rng, n, k)
        return src, list(src)
    if task == "add":
        a, b = rng.randrange(10 ** (n // 2)), rng.randrange(10 ** (n // 2))
        return list(str(a)) + ["+"] + list(str(b)), list(str(a + b))
    raise ValueError(f"unknown task {task!r}")


class TaskDataset(Dataset):
    def __init__(self, task, n, vocab, min_len=3, max_len=12, seed=0):
        rng = random.Random(seed)
        self.vocab = vocab
        self.pairs = []
        for _ in range(n):
            src, tgt = make_example(task, rng, min_len, max_len, len(vocab) - 7)
            self.pairs.append((torch.tensor(vocab.encode(src)),
                               torch.tensor(vocab.encode(tgt, add_bos=True))))

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, i):
        return self.pairs[i]
