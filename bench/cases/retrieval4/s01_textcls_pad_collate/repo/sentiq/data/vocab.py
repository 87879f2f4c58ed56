from collections import Counter

SPECIALS = ("<unk>", "<pad>", "<bos>", "<eos>")


class Vocab:
    def __init__(self, tokens, specials=SPECIALS):
        self.itos = list(specials) + [t for t in tokens if t not in specials]
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.unk_id = self.stoi["<unk>"]
        self.pad_id = self.stoi["<pad>"]
        self.bos_id = self.stoi["<bos>"]
        self.eos_id = self.stoi["<eos>"]

    def __len__(self):
        return len(self.itos)

    def __contains__(self, tok):
        return tok in self.stoi

    def encode(self, tokens, add_bos=False, add_eos=False):
        ids = [self.stoi.get(t, self.unk_id) for t in tokens]
        if add_bos:
            ids = [self.bos_id] + ids
        if add_eos:
            ids = ids + [self.eos_id]
        return ids

    def decode(self, ids, skip_specials=True):
        out = []
        for i in ids:
            tok = self.itos[i] if 0 <= i < len(self.itos) else "<unk>"
            if skip_specials and tok in SPECIALS:
                continue
            out.append(tok)
        return out

    def state_dict(self):
        return {"itos": self.itos}

    @classmethod
    def from_state_dict(cls, state):
        itos = state["itos"]
        return cls(itos[len(SPECIALS):])


def build_vocab(token_lists, min_freq=1, max_size=None):
    counts = Counter()
    for toks in token_lists:
        counts.update(toks)
    items = [(t, c) for t, c in counts.items() if c >= min_freq]
    items.sort(key=lambda x: (-x[1], x[0]))
    if max_size is not None:
        items = items[: max(0, max_size - len(SPECIALS))]
    return Vocab([t for t, _ in items])
