import random

import torch
from torch.utils.data import DataLoader, Dataset

from .synth import make_tweets
from .text import clean, tokenize
from .vocab import Vocab


class TweetDataset(Dataset):
    def __init__(self, ids, labels):
        self.ids = ids
        self.labels = labels

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.ids[i], self.labels[i]


def collate(batch, pad_id=0):
    lengths = [len(ids) for ids, _ in batch]
    max_len = max(max(lengths), 1)
    tokens = torch.full((len(batch), max_len), pad_id, dtype=torch.long)
    for row, (ids, _) in enumerate(batch):
        if ids:
            tokens[row, :len(ids)] = torch.tensor(ids)
    mask = tokens != pad_id
    labels = torch.tensor([y for _, y in batch], dtype=torch.float32)
    return tokens, mask, labels


def build_data(cfg, texts=None, labels=None):
    d = cfg["data"]
    if texts is None:
        texts, labels = make_tweets(d["n_tweets"], seed=cfg["seed"])
    docs = [tokenize(clean(t, d["lowercase"], d["strip_urls"], d["strip_mentions"])) for t in texts]
    order = list(range(len(docs)))
    random.Random(cfg["seed"]).shuffle(order)
    n_val = int(len(order) * d["val_frac"])
    val_idx, train_idx = order[:n_val], order[n_val:]
    vocab = Vocab([docs[i] for i in train_idx], min_freq=d["min_freq"])
    enc = [vocab.encode(doc, d["max_len"]) for doc in docs]
    train_ds = TweetDataset([enc[i] for i in train_idx], [labels[i] for i in train_idx])
    val_ds = TweetDataset([enc[i] for i in val_idx], [labels[i] for i in val_idx])
    bs = cfg["train"]["batch_size"]
    g = torch.Generator().manual_seed(cfg["seed"])
    return (vocab,
            DataLoader(train_ds, batch_size=bs, shuffle=True, collate_fn=collate, generator=g),
            DataLoader(val_ds, batch_size=256, collate_fn=collate))
