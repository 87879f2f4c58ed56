AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
PAD, UNK = 0, 1
STOI = {a: i + 2 for i, a in enumerate(AMINO_ACIDS)}
VOCAB_SIZE = len(STOI) + 2


def encode(seq):
    return [STOI.get(a, UNK) for a in seq.upper()]
