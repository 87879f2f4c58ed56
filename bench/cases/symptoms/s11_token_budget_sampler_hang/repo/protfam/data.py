"""Synthetic protein sequences from a handful of families.

Every family has two short signature motifs planted at random positions in an
otherwise random amino-acid background.  Lengths follow a log-normal
distribution with a long tail, like real proteomes.
"""
import math

import torch
from torch.utils.data import Dataset

AMINO = "ACDEFGHIKLMNPQRSTVWY"
PAD_ID = 0  # ids 1..20 are amino acids


def encode(seq):
    return torch.tensor([AMINO.index(c) + 1 for c in seq], dtype=torch.long)


def make_family_motifs(num_families, motif_len=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [["".join(AMINO[int(i)] for i in torch.randint(0, 20, (motif_len,), generator=g))
             for _ in range(2)] for _ in range(num_families)]


def make_sequences(n, motifs, seed=0, median_len=180, max_len=2000):
    g = torch.Generator().manual_seed(seed)
    seqs, labels = [], []
    for _ in range(n):
        fam = int(torch.randint(0, len(motifs), (1,), generator=g))
        length = math.exp(math.log(median_len) + 0.6 * torch.randn(1, generator=g).item())
        length = int(min(max(length, 40), max_len))
        chars = [AMINO[int(i)] for i in torch.randint(0, 20, (length,), generator=g)]
        for motif in motifs[fam]:
            pos = int(torch.randint(0, length - len(motif), (1,), generator=g))
            chars[pos:pos + len(motif)] = motif
        seqs.append("".join(chars))
        labels.append(fam)
    return seqs, labels


class ProteinDataset(Dataset):
    def __init__(self, seqs, labels):
        self.tokens = [encode(s) for s in seqs]
        self.labels = torch.tensor(labels)

    def __len__(self):
        return len(self.tokens)

    def __getitem__(self, i):
        return self.tokens[i], self.labels[i]

    @property
    def lengths(self):
        return [len(t) for t in self.tokens]
