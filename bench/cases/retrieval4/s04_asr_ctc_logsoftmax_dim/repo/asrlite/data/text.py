import string

DEFAULT_CHARS = list(" " + string.ascii_lowercase + "'")


class CharTokenizer:
    def __init__(self, chars=None, blank="<b>"):
        self.blank = blank
        self.itos = [blank] + list(chars or DEFAULT_CHARS)
        self.stoi = {c: i for i, c in enumerate(self.itos)}
        self.blank_id = 0

    def __len__(self):
        return len(self.itos)

    def normalize(self, text):
        text = text.lower().strip()
        return " ".join("".join(c for c in text if c in self.stoi).split())

    def encode(self, text):
        return [self.stoi[c] for c in self.normalize(text)]

    def decode(self, ids):
        return "".join(self.itos[i] for i in ids if i != self.blank_id)
