from collections import Counter


class Vocab:
    specials = ["<pad>", "<s>", "</s>", "<unk>"]

    def __init__(self, tokens):
        self.itos = self.specials + [t for t in tokens if t not in self.specials]
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    pad_id, bos_id, eos_id, unk_id = 0, 1, 2, 3

    def __len__(self):
        return len(self.itos)

    def encode(self, text, add_bos=False, add_eos=True):
        ids = [self.stoi.get(t, self.unk_id) for t in text.split()]
        return ([self.bos_id] if add_bos else []) + ids + ([self.eos_id] if add_eos else [])

    def decode(self, ids):
        out = []
        for i in ids:
            if i == self.eos_id:
                break
            if i in (self.pad_id, self.bos_id):
                continue
            out.append(self.itos[i])
        return " ".join(out).replace("@@ ", "")

    @classmethod
    def build(cls, lines, max_size=32000, min_freq=1):
        c = Counter(t for l in lines for t in l.split())
        return cls([t for t, n in c.most_common(max_size) if n >= min_freq])

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as fh:
            return cls([l.split()[0] for l in fh if l.strip()])
