from itertools import product

from .sequences import AMINO_ACIDS


def kmer_vocab(k):
    return {"".join(p): i for i, p in enumerate(product(AMINO_ACIDS, repeat=k))}


def kmer_frequencies(seq, vocab, k):
    counts = [0.0] * len(vocab)
    n = 0
    for i in range(len(seq) - k + 1):
        j = vocab.get(seq[i: i + k])
        if j is not None:
            counts[j] += 1.0
            n += 1
    return [c / max(n, 1) for c in counts]
