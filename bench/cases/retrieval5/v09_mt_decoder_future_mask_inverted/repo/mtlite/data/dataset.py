"""Parallel corpora and batching."""
import os

import torch
from torch.utils.data import Dataset

from .tokenizer import tokenize


def load_parallel(root, split, src_lang, tgt_lang):
    with open(os.path.join(root, f"{split}.{src_lang}"), encoding="utf-8") as fs, \
            open(os.path.join(root, f"{split}.{tgt_lang}"), encoding="utf-8") as ft:
        return [(tokenize(s), tokenize(t)) for s, t in zip(fs, ft)]


class ParallelDataset(Dataset):
    def __init__(self, pairs, src_vocab, tgt_vocab, max_len=64, transform=None):
        self.pairs = [(s, t) for s, t in pairs if len(s) <= max_len and len(t) <= max_len]
        self.src_vocab, self.tgt_vocab = src_vocab, tgt_vocab
        self.transform = transform

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, idx):
        src, tgt = self.pairs[idx]
        if self.transform is not None:
            src, tgt = self.transform(src, tgt)
        return (torch.tensor(self.src_vocab.encode(src), dtype=torch.long),
                torch.tensor(self.tgt_vocab.encode(tgt, add_bos=True), dtype=torch.long))


def collate_pairs(batch, pad_id=0):
    """-> src (B, S), tgt_in (B, T) starting with BOS, tgt_out (B, T) ending with EOS."""
    srcs, tgts = zip(*batch)
    S, T = max(len(s) for s in srcs), max(len(t) for t in tgts) - 1
    src = torch.full((len(batch), S), pad_id, dtype=torch.long)
    tgt_in = torch.full((len(batch), T), pad_id, dtype=torch.long)
    tgt_out = torch.full((len(batch), T), pad_id, dtype=torch.long)
    for i, (s, t) in enumerate(batch):
        src[i, : len(s)] = s
        tgt_in[i, : len(t) - 1] = t[:-1]
        tgt_out[i, : len(t) - 1] = t[1:]
    return src, tgt_in, tgt_out
