from collections import Counter

PAD, UNK = "<pad>", "<unk>"
LABEL_PAD = -1


class Vocab:
    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {s: i for i, s in enumerate(self.itos)}

    @classmethod
    def build(cls, sentences, min_freq=1, lower=True):
        counts = Counter(tok.lower() if lower else tok for sent in sentences for tok in sent)
        itos = [PAD, UNK] + sorted(t for t, c in counts.items() if c >= min_freq)
        vocab = cls(itos)
        vocab.lower = lower
        return vocab

    @property
    def pad_id(self):
        return self.stoi[PAD]

    @property
    def unk_id(self):
        return self.stoi[UNK]

    def encode(self, tokens):
        lower = getattr(self, "lower", True)
        return [self.stoi.get(t.lower() if lower else t, self.unk_id) for t in tokens]

    def __len__(self):
        return len(self.itos)


class TagSet:
    def __init__(self, tags):
        self.itos = list(tags)
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    @classmethod
    def from_entity_types(cls, types):
        tags = ["O"]
        for t in types:
            tags += [f"B-{t}", f"I-{t}"]
        return cls(tags)

    def encode(self, tags):
        return [self.stoi[t] for t in tags]

    def decode(self, ids):
        return [self.itos[i] for i in ids]

    def __len__(self):
        return len(self.itos)
