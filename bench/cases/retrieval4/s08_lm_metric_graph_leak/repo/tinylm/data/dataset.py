import glob
import os

import torch
from torch.utils.data import Dataset

from ..transforms import clean_text


def load_corpus(path_or_glob, tokenizer, max_docs=None):
    paths = sorted(glob.glob(path_or_glob)) if any(c in path_or_glob for c in "*?[") else [path_or_glob]
    ids = []
    for p in paths:
        if not os.path.isfile(p):
            continue
        with open(p, encoding="utf-8", errors="replace") as f:
            for n, doc in enumerate(f.read().split("\n\n")):
                if max_docs is not None and n >= max_docs:
                    break
                doc = clean_text(doc)
                if doc:
                    ids.extend(tokenizer.encode(doc))
    return torch.tensor(ids, dtype=torch.long)


class PackedTokenDataset(Dataset):
    def __init__(self, tokens, seq_len):
        self.tokens = tokens
        self.seq_len = seq_len
        self.n = (tokens.numel() - 1) // seq_len

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        s = idx * self.seq_len
        chunk = self.tokens[s:s + self.seq_len + 1]
        return chunk[:-1], chunk[1:]
