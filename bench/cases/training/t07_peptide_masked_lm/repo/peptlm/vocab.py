AMINO_ACIDS = "ACDEFGHIKLMNPQRSTVWY"
PAD, MASK = 0, 1
SPECIALS = ["<pad>", "<mask>"]
ITOS = SPECIALS + list(AMINO_ACIDS)
STOI = {s: i for i, s in enumerate(ITOS)}
VOCAB_SIZE = len(ITOS)


def encode(peptide):
    return [STOI[a] for a in peptide]


def decode(ids):
    return "".join(ITOS[i] for i in ids if i >= len(SPECIALS))
