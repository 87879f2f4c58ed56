class CharTokenizer:
    kind = "char"

    def __init__(self, chars):
        self.itos = list(chars)
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    @classmethod
    def train(cls, text):
        return cls(sorted(set(text)))

    @property
    def vocab_size(self):
        return len(self.itos)

    def encode(self, s):
        unk = self.stoi.get(" ", 0)
        return [self.stoi.get(c, unk) for c in s]

    def decode(self, ids):
        return "".join(self.itos[i] for i in ids)

    def state(self):
        return {"kind": self.kind, "chars": "".join(self.itos)}

    @classmethod
    def from_state(cls, st):
        return cls(st["chars"])
