import random

import torch

PAD = 0
WORDS = ["good", "great", "fine", "bad", "awful", "poor", "the", "a", "movie", "plot", "was", "very"]
POSITIVE = {"good", "great", "fine"}


def make_corpus(n=600, seed=0):
    rng = random.Random(seed)
    data = []
    for _ in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(3, 12))]
        label = int(sum(w in POSITIVE for w in words) >= sum(w in {"bad", "awful", "poor"} for w in words))
        data.append(([WORDS.index(w) + 1 for w in words], label))
    return data


def collate(batch):
    longest = max(len(ids) for ids, _ in batch)
    ids = torch.full((len(batch), longest), PAD, dtype=torch.long)
    for i, (seq, _) in enumerate(batch):
        ids[i, : len(seq)] = torch.tensor(seq)
    labels = torch.tensor([y for _, y in batch])
    return ids, labels
