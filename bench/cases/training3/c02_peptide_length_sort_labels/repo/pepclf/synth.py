"""Synthetic peptide families: every family carries one of a few short sequence motifs."""
import random

from .vocab import AMINO_ACIDS

FAMILIES = ["antimicrobial", "signal_peptide", "toxin", "cell_penetrating", "other"]
MOTIFS = {
    "antimicrobial": ["KWKLF", "RRWQW", "KLAKK"],
    "signal_peptide": ["LLLAL", "MKKLL", "ALAAG"],
    "toxin": ["CCSPC", "GCCSN", "CKGKG"],
    "cell_penetrating": ["RRRRR", "YGRKK", "RQIKI"],
    "other": [],
}


def make_peptides(n, min_len=15, max_len=80, seed=0):
    rng = random.Random(seed)
    seqs, labels = [], []
    for _ in range(n):
        label = rng.randrange(len(FAMILIES))
        length = rng.randint(min_len, max_len)
        seq = [rng.choice(AMINO_ACIDS) for _ in range(length)]
        motifs = MOTIFS[FAMILIES[label]]
        if motifs:
            m = rng.choice(motifs)
            # point mutations make the task non-trivial
            m = "".join(c if rng.random() > 0.15 else rng.choice(AMINO_ACIDS) for c in m)
            pos = rng.randint(0, length - len(m))
            seq[pos:pos + len(m)] = list(m)
        seqs.append("".join(seq))
        labels.append(label)
    return seqs, labels
