import re
from collections import Counter

TOKEN_RE = re.compile(r"[a-z0-9']+|[!?.,]")


def tokenize(text):
    return TOKEN_RE.findall(text.lower())


class Vocab:
    PAD, UNK = "<pad>", "<unk>"

    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    @classmethod
    def build(cls, texts, min_freq=1, max_size=20000):
        counts = Counter(tok for t in texts for tok in tokenize(t))
        words = [w for w, c in counts.most_common(max_size) if c >= min_freq]
        return cls([cls.PAD, cls.UNK] + sorted(words))

    @property
    def pad_id(self):
        return 0

    def encode(self, text, max_len=None):
        ids = [self.stoi.get(t, 1) for t in tokenize(text)]
        return ids[:max_len] if max_len else ids

    def __len__(self):
        return len(self.itos)
