"""Character-level tokenizer."""
import json


class CharTokenizer:
    def __init__(self, chars=None):
        self.itos = list(chars) if chars else []
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    @classmethod
    def fit(cls, text):
        return cls(sorted(set(text)))

    @property
    def vocab_size(self):
        return len(self.itos)

    def encode(self, text):
        try:
            return [self.stoi[c] for c in text]
        except KeyError as e:
            raise ValueError(f"character {e.args[0]!r} not in vocabulary") from None

    def decode(self, ids):
        return "".join(self.itos[int(i)] for i in ids)

    def save(self, path):
        with open(path, "w") as f:
            json.dump({"itos": self.itos}, f)

    @classmethod
    def load(cls, path):
        with open(path) as f:
            return cls(json.load(f)["itos"])
