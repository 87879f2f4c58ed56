"""Synthetic support tickets + a whitespace vocabulary.

Real tickets are private, so the repo ships a generator with the same statistics: a lot of
filler, a few queue-specific keywords, and now and then a misleading keyword from another queue.
"""
import random

import torch
from torch.utils.data import Dataset

QUEUES = {
    "billing": "invoice charge refund charged twice payment card receipt vat overcharged",
    "login": "password login locked 2fa reset account sign code expired username",
    "shipping": "delivery package courier tracking shipped arrived late parcel address",
    "returns": "return broken damaged exchange label replacement faulty warranty",
    "api": "api token endpoint 500 timeout webhook rate limit sdk integration",
    "privacy": "gdpr delete data export consent cookies personal request erase",
    "sales": "quote pricing plan enterprise seats upgrade discount demo trial",
    "outage": "down outage unavailable status slow dashboard error loading cannot",
}
FILLER = ("hi hello please help thanks team i we my our the a an is are was it this that "
          "since yesterday today again still not working issue problem question urgent asap "
          "can you could would tell me know when why how what order customer support").split()

PAD, UNK = "<pad>", "<unk>"


def generate_tickets(n, seed=0):
    rng = random.Random(seed)
    names = list(QUEUES)
    texts, labels = [], []
    for _ in range(n):
        label = rng.randrange(len(names))
        words = [rng.choice(FILLER) for _ in range(rng.randint(6, 30))]
        keywords = QUEUES[names[label]].split()
        words += rng.sample(keywords, rng.randint(1, 3))
        if rng.random() < 0.3:  # misleading keyword from another queue
            words.append(rng.choice(QUEUES[rng.choice(names)].split()))
        rng.shuffle(words)
        texts.append(" ".join(words))
        labels.append(label)
    return texts, labels


class Vocab:
    def __init__(self, texts, min_freq=1):
        counts = {}
        for t in texts:
            for w in t.split():
                counts[w] = counts.get(w, 0) + 1
        self.itos = [PAD, UNK] + sorted(w for w, c in counts.items() if c >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, text):
        return [self.stoi.get(w, 1) for w in text.split()]


class TicketDataset(Dataset):
    def __init__(self, texts, labels, vocab):
        self.items = [torch.tensor(vocab.encode(t)) for t in texts]
        self.labels = torch.tensor(labels)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.items[i], self.labels[i]


def collate_bag(batch):
    """Concatenate token ids and build the offsets EmbeddingBag expects."""
    ids = [b[0] for b in batch]
    offsets = torch.tensor([0] + [len(t) for t in ids[:-1]]).cumsum(0)
    return torch.cat(ids), offsets, torch.stack([b[1] for b in batch])
