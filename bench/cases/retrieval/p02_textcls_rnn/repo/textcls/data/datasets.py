"""Synthetic corpora (so the examples run offline) and the encoded dataset wrapper."""
import random

import torch
from torch.utils.data import Dataset

POSITIVE = ["good", "great", "excellent", "wonderful", "enjoyable", "fun", "brilliant", "love",
            "superb", "charming"]
NEGATIVE = ["bad", "awful", "boring", "terrible", "dull", "hate", "poor", "weak", "mess", "worst"]
NEUTRAL = ["the", "movie", "film", "plot", "actor", "a", "was", "is", "and", "it", "story",
           "scene", "director", "really", "quite", "very", "of", "this", "that", "music", "ending",
           "cast", "script", "with", "but", "some", "we", "saw", "on", "friday"]
TOPICS = {
    "sports": ["match", "goal", "team", "coach", "league", "score", "season", "player"],
    "tech": ["software", "chip", "laptop", "release", "update", "cloud", "startup", "app"],
    "food": ["recipe", "dinner", "chef", "restaurant", "taste", "spicy", "bake", "menu"],
    "politics": ["election", "vote", "senate", "policy", "minister", "campaign", "law", "party"],
}


def make_sentiment_corpus(n, min_len=4, max_len=40, seed=0):
    """Binary sentiment: label 1 when the sentence holds more positive than negative words."""
    rng = random.Random(seed)
    texts, labels = [], []
    while len(texts) < n:
        length = rng.randint(min_len, max_len)
        label = rng.randint(0, 1)
        n_sent = rng.randint(1, max(1, length // 4))
        major = POSITIVE if label else NEGATIVE
        minor = NEGATIVE if label else POSITIVE
        words = [rng.choice(NEUTRAL) for _ in range(length - n_sent)]
        words += [rng.choice(major) for _ in range(n_sent)]
        if n_sent > 2 and rng.random() < 0.3:
            words[0] = rng.choice(minor)
        rng.shuffle(words)
        texts.append(" ".join(words))
        labels.append(label)
    return texts, labels


def make_topic_corpus(n, length=20, seed=0):
    rng = random.Random(seed)
    names = sorted(TOPICS)
    texts, labels = [], []
    for _ in range(n):
        k = rng.randrange(len(names))
        words = [rng.choice(NEUTRAL) for _ in range(length - 4)]
        words += [rng.choice(TOPICS[names[k]]) for _ in range(4)]
        rng.shuffle(words)
        texts.append(" ".join(words))
        labels.append(k)
    return texts, labels


class EncodedDataset(Dataset):
    def __init__(self, texts, labels, vocab, max_len=128, lowercase=True):
        self.items = [torch.tensor(vocab.encode(t, lowercase, max_len) or [vocab.unk_id])
                      for t in texts]
        self.labels = torch.tensor(labels, dtype=torch.long)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i], self.labels[i]


def split(texts, labels, val_frac=0.2, seed=0):
    idx = list(range(len(texts)))
    random.Random(seed).shuffle(idx)
    n_val = int(len(idx) * val_frac)
    pick = lambda ids: ([texts[i] for i in ids], [labels[i] for i in ids])  # noqa: E731
    return pick(idx[n_val:]), pick(idx[:n_val])
