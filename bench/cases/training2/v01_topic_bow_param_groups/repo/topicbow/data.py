"""Synthetic news snippets.

Every topic owns a few dozen keyword ids; a snippet is mostly background words drawn from the
whole vocabulary plus ~15% keywords of its topic. Token ids only (the real pipeline tokenizes
with a SentencePiece model first, which is not needed here).
"""
import torch
from torch.utils.data import Dataset

TOPICS = ["politics", "sports", "business", "science", "health", "entertainment"]
PAD_ID = 0


def topic_keywords(vocab_size, n_keywords=40, seed=1234):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randperm(vocab_size - 1, generator=g)[: len(TOPICS) * n_keywords] + 1
    return ids.view(len(TOPICS), n_keywords)


class SyntheticNews(Dataset):
    def __init__(self, n, vocab_size=5000, min_len=20, max_len=60, keyword_rate=0.15, seed=0):
        g = torch.Generator().manual_seed(seed)
        keywords = topic_keywords(vocab_size)
        self.labels = torch.randint(0, len(TOPICS), (n,), generator=g)
        lengths = torch.randint(min_len, max_len, (n,), generator=g)
        self.docs = []
        for y, length in zip(self.labels.tolist(), lengths.tolist()):
            n_kw = max(1, int(length * keyword_rate))
            background = torch.randint(1, vocab_size, (length - n_kw,), generator=g)
            kw = keywords[y][torch.randint(0, keywords.shape[1], (n_kw,), generator=g)]
            doc = torch.cat([background, kw])
            self.docs.append(doc[torch.randperm(length, generator=g)])

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.docs[i], self.labels[i]


def collate_bags(batch):
    """Flatten a list of variable-length docs into (tokens, offsets, labels) for nn.EmbeddingBag."""
    docs, labels = zip(*batch)
    lengths = torch.tensor([len(d) for d in docs])
    offsets = torch.zeros_like(lengths)
    offsets[1:] = lengths.cumsum(0)[:-1]
    return torch.cat(docs), offsets, torch.stack(labels)
