import random

import torch
from torch.utils.data import Dataset

_POS = ["great", "excellent", "love", "perfect", "recommend", "fantastic", "happy", "works"]
_NEG = ["terrible", "broken", "refund", "awful", "waste", "disappointed", "slow", "cheap"]
_FILL = ["the", "product", "it", "was", "and", "i", "this", "item", "after", "week", "a", "delivery", "box"]


def read_tsv(path, labels):
    label_to_id = {l: i for i, l in enumerate(labels)}
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or "\t" not in line:
                continue
            lab, text = line.split("\t", 1)
            rows.append((text, label_to_id[lab]))
    return rows


def synthetic_reviews(n, seed=0):
    rng = random.Random(seed)
    rows = []
    for _ in range(n):
        y = rng.randint(0, 1)
        words = [rng.choice(_FILL) for _ in range(rng.randint(4, 60))]
        for _ in range(rng.randint(1, 3)):
            words.insert(rng.randrange(len(words) + 1), rng.choice(_POS if y else _NEG))
        rows.append((" ".join(words), y))
    return rows


class TextDataset(Dataset):
    def __init__(self, rows, tokenizer, vocab, max_len=256, transform=None):
        self.rows = rows
        self.tokenizer = tokenizer
        self.vocab = vocab
        self.max_len = max_len
        self.transform = transform

    def __len__(self):
        return len(self.rows)

    def lengths(self):
        return [min(len(self.tokenizer(t)), self.max_len) for t, _ in self.rows]

    def __getitem__(self, idx):
        text, label = self.rows[idx]
        tokens = self.tokenizer(text)
        if self.transform is not None:
            tokens = self.transform(tokens)
        ids = self.vocab.encode(tokens)[: self.max_len]
        if not ids:
            ids = [self.vocab.unk_id]
        return {"input_ids": torch.tensor(ids, dtype=torch.long), "label": int(label)}
