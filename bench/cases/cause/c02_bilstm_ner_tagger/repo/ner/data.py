import random

import torch
from torch.utils.data import Dataset

from .vocab import LABEL_PAD

FIRST = ["anna", "pedro", "li", "fatima", "john", "olga", "kenji", "maria"]
LAST = ["smith", "garcia", "chen", "novak", "okafor", "tanaka", "silva"]
CITIES = [["paris"], ["new", "york"], ["lagos"], ["sao", "paulo"], ["berlin"], ["osaka"]]
ORGS = [["acme", "corp"], ["united", "nations"], ["red", "cross"], ["siemens"], ["unicef"]]
TEMPLATES = [
    "PER works for ORG in LOC .",
    "yesterday PER visited LOC .",
    "ORG opened a new office in LOC",
    "PER and PER met at the ORG headquarters .",
    "the mayor of LOC said that ORG will hire more staff next year",
    "PER moved to LOC",
    "according to ORG , prices in LOC rose again .",
]


def _span(kind, rng):
    if kind == "PER":
        words = [rng.choice(FIRST)] + ([rng.choice(LAST)] if rng.random() < 0.6 else [])
    elif kind == "LOC":
        words = list(rng.choice(CITIES))
    else:
        words = list(rng.choice(ORGS))
    tags = [f"B-{kind}"] + [f"I-{kind}"] * (len(words) - 1)
    return words, tags


def generate_sentences(n, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        tokens, tags = [], []
        for piece in rng.choice(TEMPLATES).split():
            if piece in ("PER", "LOC", "ORG"):
                w, t = _span(piece, rng)
                tokens += w
                tags += t
            else:
                tokens.append(piece)
                tags.append("O")
        out.append((tokens, tags))
    return out


def read_conll(path):
    sentences, tokens, tags = [], [], []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("-DOCSTART-"):
                if tokens:
                    sentences.append((tokens, tags))
                    tokens, tags = [], []
                continue
            parts = line.split()
            tokens.append(parts[0])
            tags.append(parts[-1])
    if tokens:
        sentences.append((tokens, tags))
    return sentences


class NERDataset(Dataset):
    def __init__(self, sentences, vocab, tagset):
        self.items = [(vocab.encode(toks), tagset.encode(tags)) for toks, tags in sentences]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        ids, tags = self.items[idx]
        return torch.tensor(ids), torch.tensor(tags)


class PadCollator:
    def __init__(self, pad_id):
        self.pad_id = pad_id

    def __call__(self, batch):
        lengths = torch.tensor([len(ids) for ids, _ in batch])
        max_len = int(lengths.max())
        tokens = torch.full((len(batch), max_len), self.pad_id, dtype=torch.long)
        labels = torch.full((len(batch), max_len), LABEL_PAD, dtype=torch.long)
        for i, (ids, tags) in enumerate(batch):
            tokens[i, : len(ids)] = ids
            labels[i, : len(tags)] = tags
        return tokens, labels, lengths
