PAD, UNK, CLS, SEP = "[PAD]", "[UNK]", "[CLS]", "[SEP]"
SPECIALS = [PAD, UNK, CLS, SEP]


class Vocab:
    def __init__(self, tokens):
        seen = list(SPECIALS)
        for t in tokens:
            if t not in seen:
                seen.append(t)
        self.itos = seen
        self.stoi = {t: i for i, t in enumerate(seen)}

    def __len__(self):
        return len(self.itos)

    def __contains__(self, tok):
        return tok in self.stoi

    def id(self, tok):
        return self.stoi.get(tok, self.stoi[UNK])

    def token(self, idx):
        return self.itos[idx]

    @property
    def pad_id(self):
        return self.stoi[PAD]

    @property
    def unk_id(self):
        return self.stoi[UNK]

    @property
    def cls_id(self):
        return self.stoi[CLS]

    @property
    def sep_id(self):
        return self.stoi[SEP]

    @classmethod
    def from_file(cls, path):
        with open(path) as f:
            return cls([line.rstrip("\n") for line in f if line.strip()])

    def save(self, path):
        with open(path, "w") as f:
            f.write("\n".join(self.itos) + "\n")
