PAD, BOS, EOS, SEP = 0, 1, 2, 3
SPECIALS = ["<pad>", "<s>", "</s>", "<sep>"]


class DigitVocab:
    """Specials followed by the digits 0..n-1 and a few operator symbols."""

    def __init__(self, n_digits=10, extra=("+", "-", "*")):
        self.itos = SPECIALS + [str(d) for d in range(n_digits)] + list(extra)
        self.stoi = {s: i for i, s in enumerate(self.itos)}
        self.pad_id, self.bos_id, self.eos_id, self.sep_id = PAD, BOS, EOS, SEP

    def __len__(self):
        return len(self.itos)

    def encode(self, symbols, add_bos=False, add_eos=True):
        ids = [self.stoi[str(s)] for s in symbols]
        if add_bos:
            ids = [BOS] + ids
        if add_eos:
            ids = ids + [EOS]
        return ids

    def decode(self, ids, strip=True):
        out = []
        for i in ids:
            i = int(i)
            if strip and i == EOS:
                break
            if strip and i in (PAD, BOS):
                continue
            out.append(self.itos[i])
        return out
