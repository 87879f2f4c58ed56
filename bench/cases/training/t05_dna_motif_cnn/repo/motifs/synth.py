"""Synthetic benchmark: random background sequences with one planted motif per class.

Useful as a sanity check of the pipeline before running on real ChIP-seq peaks.
"""
import torch

ALPHABET = "ACGT"
MOTIFS = ["TGACTCAT", "CACGTGAC", "GGGGCGGG", "TTAATTAA"]  # AP-1, E-box, SP1, homeobox-like


def sample_sequences(n, length=200, seed=0, mutation_rate=0.1, plant_prob=0.95):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(MOTIFS), (n,), generator=g)
    seqs = torch.randint(0, 4, (n, length), generator=g)
    motif_ids = torch.tensor([[ALPHABET.index(c) for c in m] for m in MOTIFS])
    k = motif_ids.shape[1]
    starts = torch.randint(0, length - k, (n,), generator=g)
    planted = torch.rand(n, generator=g) < plant_prob
    for i in range(n):
        if not planted[i]:
            continue
        m = motif_ids[labels[i]].clone()
        mutate = torch.rand(k, generator=g) < mutation_rate
        m[mutate] = torch.randint(0, 4, (int(mutate.sum()),), generator=g)
        seqs[i, starts[i]:starts[i] + k] = m
    return seqs, labels


def to_strings(seqs):
    return ["".join(ALPHABET[int(b)] for b in s) for s in seqs]
