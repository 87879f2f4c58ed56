import random

AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
MOTIFS = ["HEXXH", "GXSXG", "CXXC", "GGXGXXG", "DXDXT", "KXXXXGKS"]


def _fill(motif, rng):
    return "".join(rng.choice(AMINO_ACIDS) if ch == "X" else ch for ch in motif)


def sample_sequences(n, min_len=120, max_len=400, n_classes=6, seed=0):
    rng = random.Random(seed)
    profiles = []
    for _ in range(n_classes):
        w = [rng.random() ** 2 + 0.05 for _ in AMINO_ACIDS]
        profiles.append(w)
    seqs, labels = [], []
    for _ in range(n):
        c = rng.randrange(n_classes)
        length = rng.randint(min_len, max_len)
        s = rng.choices(AMINO_ACIDS, weights=profiles[c], k=length)
        for _ in range(rng.randint(1, 3)):
            pos = rng.randrange(0, length - 10)
            m = _fill(MOTIFS[c], rng)
            s[pos: pos + len(m)] = m
        seqs.append("".join(s))
        labels.append(c)
    return seqs, labels
