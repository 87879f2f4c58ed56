import json
import re
from collections import Counter

_WORD = re.compile(r"[a-z0-9]+")


def words(text):
    return _WORD.findall(text.lower())


class Vocab:
    def __init__(self, itos):
        self.itos = ["<pad>", "<unk>"] + list(itos)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_tokens=32):
        return [self.stoi.get(w, 1) for w in words(text)][:max_tokens]

    @classmethod
    def build(cls, texts, min_freq=3):
        counts = Counter(w for t in texts for w in words(t))
        return cls(sorted(w for w, c in counts.items() if c >= min_freq))

    def save(self, path):
        with open(path, "w") as fh:
            json.dump(self.itos[2:], fh)

    @classmethod
    def load(cls, path):
        with open(path) as fh:
            return cls(json.load(fh))
