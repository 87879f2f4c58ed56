import itertools

import torch

K = 3
KMERS = ["".join(p) for p in itertools.product("ACGT", repeat=K)]
KMER_TO_ID = {k: i + 1 for i, k in enumerate(KMERS)}   # 0 = N / unknown


def kmer_tokenize(seq, k=K):
    return [KMER_TO_ID.get(seq[i:i + k], 0) for i in range(len(seq) - k + 1)]


def encode_batch(seqs):
    return torch.tensor([kmer_tokenize(s) for s in seqs], dtype=torch.long)


VOCAB_SIZE = len(KMERS) + 1
