"""Synthetic support-ticket corpus and the data pipeline for the topic classifier."""
import random
from collections import Counter

import torch
from torch.utils.data import DataLoader, Dataset

TOPICS = ["billing", "shipping", "account", "technical"]
PAD, UNK = "<pad>", "<unk>"


def build_corpus(n_docs, seed=0, topic_words=40, common_words=300, min_len=12, max_len=40,
                 topic_ratio=0.3):
    """Return (texts, labels). Each ticket mixes generic filler words with words that are
    typical for its topic."""
    rng = random.Random(seed)
    vocab_rng = random.Random(1234)  # same word lists for every split
    common = [f"w{i}" for i in range(common_words)]
    per_topic = {t: [f"{t[:3]}{i}" for i in range(topic_words)] for t in TOPICS}
    vocab_rng.shuffle(common)
    texts, labels = [], []
    for _ in range(n_docs):
        label = rng.randrange(len(TOPICS))
        words = []
        for _ in range(rng.randint(min_len, max_len)):
            if rng.random() < topic_ratio:
                words.append(rng.choice(per_topic[TOPICS[label]]))
            else:
                words.append(rng.choice(common))
        texts.append(" ".join(words))
        labels.append(label)
    return texts, labels


def tokenize(text):
    return text.lower().split()


class Vocab:
    def __init__(self, counter, min_freq=1, max_size=None):
        words = [w for w, c in counter.most_common(max_size) if c >= min_freq]
        self.itos = [PAD, UNK] + sorted(words)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    @classmethod
    def from_texts(cls, texts, **kw):
        counter = Counter()
        for t in texts:
            counter.update(tokenize(t))
        return cls(counter, **kw)

    def encode(self, text):
        unk = self.stoi[UNK]
        return [self.stoi.get(w, unk) for w in tokenize(text)]

    def __len__(self):
        return len(self.itos)


class TextDataset(Dataset):
    def __init__(self, texts, labels, vocab, max_len=64):
        self.labels = list(labels)
        self.ids = [vocab.encode(t)[:max_len] for t in texts]

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return torch.tensor(self.ids[i], dtype=torch.long), self.labels[i]


def collate(batch):
    """Flatten a batch for nn.EmbeddingBag: (tokens, offsets, labels)."""
    seqs, labels = zip(*batch)
    offsets = torch.tensor([0] + [len(s) for s in seqs[:-1]]).cumsum(0)
    return torch.cat(seqs), offsets, torch.tensor(labels, dtype=torch.long)


def make_loader(dataset, batch_size, shuffle=True, generator=None):
    return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, collate_fn=collate,
                      generator=generator)
