import random

import torch
from torch.utils.data import Dataset

ASPECTS = ["battery", "screen", "camera", "price", "delivery", "sound", "keyboard", "case",
           "charger", "app", "support", "packaging", "speaker", "strap", "lens"]
POS = ["great", "excellent", "amazing", "solid", "perfect", "fantastic", "reliable", "superb"]
NEG = ["terrible", "awful", "broken", "poor", "useless", "disappointing", "flimsy", "horrible"]
FILLER = ["honestly", "overall", "i", "think", "really", "the", "my", "after", "two", "weeks",
          "bought", "this", "for", "daughter", "it", "arrived", "on", "time", "and", "so", "far"]
TEMPLATES = [
    "the {a} is {s}.",
    "{f} the {a} was {s}!",
    "{f} {f} {a}: {s}.",
    "{s}, {f} {f} the {a}",
    "{f} {f} {f} and the {a} is {s}!!",
]


def _review(rng, label):
    words = POS if label == 1 else NEG
    parts = []
    for _ in range(rng.randint(1, 3)):
        t = rng.choice(TEMPLATES)
        parts.append(t.format(a=rng.choice(ASPECTS), s=rng.choice(words),
                              f=rng.choice(FILLER)).replace("{f}", rng.choice(FILLER)))
    text = " ".join(parts)
    return text[0].upper() + text[1:]


def make_reviews(n, seed=0):
    rng = random.Random(seed)
    labels = [rng.randint(0, 1) for _ in range(n)]
    return [_review(rng, y) for y in labels], labels


class ReviewDataset(Dataset):
    def __init__(self, texts, labels, vocab, max_len=48):
        self.items = [torch.tensor(vocab.encode(t, max_len)) for t in texts]
        self.labels = torch.tensor(labels, dtype=torch.long)
        self.pad_id = vocab.pad_id

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i], self.labels[i]


def collate(batch, pad_id=0):
    seqs, ys = zip(*batch)
    out = torch.full((len(seqs), max(len(s) for s in seqs)), pad_id, dtype=torch.long)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s
    return out, torch.stack(ys)
