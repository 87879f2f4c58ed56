"""Synthetic promoter / background sequences.

Promoters carry a TATA-box-like motif ~30 bp upstream of the TSS and a GC-rich
initiator; background sequences are random with the genome's base composition."""
import random

BASES = "ACGT"
TATA_VARIANTS = ["TATAAA", "TATAAT", "TATATA", "TATTAA"]
INR = ["TCAGTT", "TCATTC", "CCAGTC"]


def _random_seq(n, rng, gc=0.41):
    p = [(1 - gc) / 2, gc / 2, gc / 2, (1 - gc) / 2]
    return "".join(rng.choices(BASES, weights=p, k=n))


def _mutate(motif, rng, rate=0.1):
    return "".join(rng.choice(BASES) if rng.random() < rate else b for b in motif)


def make_promoter(length, rng):
    seq = list(_random_seq(length, rng))
    tss = rng.randint(length // 2, length - 20)
    tata = _mutate(rng.choice(TATA_VARIANTS), rng)
    pos = tss - rng.randint(25, 35)
    seq[pos:pos + len(tata)] = tata
    inr = _mutate(rng.choice(INR), rng)
    seq[tss:tss + len(inr)] = inr
    return "".join(seq[:length])


def make_dataset(n, length, seed, positive_fraction=0.5):
    rng = random.Random(seed)
    seqs, labels = [], []
    for _ in range(n):
        if rng.random() < positive_fraction:
            seqs.append(make_promoter(length, rng))
            labels.append(1)
        else:
            seqs.append(_random_seq(length, rng))
            labels.append(0)
    return seqs, labels
