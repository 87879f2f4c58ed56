"""Synthetic product reviews: filler words plus a few sentiment-bearing words and negations."""
import random

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import Dataset

POS = ["great", "excellent", "love", "perfect", "sturdy", "fast", "recommend", "happy"]
NEG = ["broken", "terrible", "refund", "slow", "cheap", "disappointed", "return", "awful"]
FILLER = [f"w{i}" for i in range(800)]


def make_reviews(n, min_len=6, max_len=80, seed=0):
    rng = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        label = rng.random() < 0.5
        length = rng.randint(min_len, max_len)
        words = [rng.choice(FILLER) for _ in range(length)]
        n_sent = rng.randint(1, 3)
        for _ in range(n_sent):
            pol = label if rng.random() < 0.9 else not label
            w = rng.choice(POS if pol else NEG)
            if rng.random() < 0.15:  # "not great" flips polarity
                w = rng.choice(NEG if pol else POS)
            words[rng.randrange(length)] = w
        texts.append(words)
        labels.append(int(label))
    return texts, labels


class ReviewDataset(Dataset):
    def __init__(self, texts, labels, vocab, max_len=None):
        self.ids = [vocab.encode(t[:max_len] if max_len else t) for t in texts]
        self.labels = labels

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.ids[i], self.labels[i]


def collate_batch(batch):
    """Pad a batch and sort it by length (longest first), as pack_padded_sequence expects."""
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    lengths, order = lengths.sort(descending=True)
    padded = pad_sequence([torch.tensor(s) for s in seqs], batch_first=True, padding_value=0)
    return padded[order], lengths, torch.tensor(labels)
