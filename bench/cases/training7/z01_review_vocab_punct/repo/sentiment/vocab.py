import re
from collections import Counter

_TOKEN_RE = re.compile(r"[a-z0-9']+")

PAD, UNK = "<pad>", "<unk>"


def tokenize(text):
    """Lower-case word tokenizer; punctuation is dropped."""
    return _TOKEN_RE.findall(text.lower())


class Vocab:
    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.pad_id = self.stoi[PAD]
        self.unk_id = self.stoi[UNK]

    @classmethod
    def build(cls, texts, min_freq=1):
        counts = Counter()
        for t in texts:
            counts.update(tokenize(t))
        words = sorted(w for w, c in counts.items() if c >= min_freq)
        return cls([PAD, UNK] + words)

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_len=None):
        ids = [self.stoi.get(tok, self.unk_id) for tok in text.lower().split()]
        if max_len is not None:
            ids = ids[:max_len]
        return ids or [self.unk_id]

    def decode(self, ids):
        return " ".join(self.itos[i] for i in ids if i != self.pad_id)
