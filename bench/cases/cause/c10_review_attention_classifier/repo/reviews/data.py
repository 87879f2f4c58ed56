import random

import torch
from torch.utils.data import Dataset

POS = ["great", "excellent", "love", "perfect", "amazing", "fantastic", "recommend", "sturdy"]
NEG = ["terrible", "broken", "awful", "refund", "waste", "disappointed", "cheap", "returned"]
FILLER = ["the", "this", "product", "it", "was", "arrived", "on", "time", "and", "i", "my",
          "for", "a", "with", "box", "after", "week", "daughter", "kitchen", "price", "color",
          "size", "really", "quite", "very", "but", "also", "use", "bought", "it's"]


def make_reviews(n, seed=0, min_len=4, max_len=30):
    rng = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        label = rng.randint(0, 1)
        length = rng.randint(min_len, max_len)
        words = [rng.choice(FILLER) for _ in range(length)]
        cues = POS if label == 1 else NEG
        for _ in range(rng.randint(1, 2)):
            words[rng.randrange(length)] = rng.choice(cues)
        if rng.random() < 0.2:
            words[rng.randrange(length)] = rng.choice(NEG if label == 1 else POS)
        texts.append(" ".join(words) + rng.choice([".", "!", ""]))
        labels.append(label)
    return texts, labels


class ReviewDataset(Dataset):
    def __init__(self, texts, labels, vocab, max_len=64):
        self.ids = [torch.tensor(vocab.encode(t, max_len)) for t in texts]
        self.labels = torch.tensor(labels)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return self.ids[idx], self.labels[idx]


def pad_batch(seqs, pad_id=0):
    lengths = torch.tensor([len(s) for s in seqs])
    out = torch.full((len(seqs), int(lengths.max())), pad_id, dtype=torch.long)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s
    return out, out != pad_id


def collate(batch):
    seqs, labels = zip(*batch)
    tokens, mask = pad_batch(seqs)
    return tokens, mask, torch.stack(labels)
