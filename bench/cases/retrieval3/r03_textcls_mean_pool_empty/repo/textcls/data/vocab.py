import re
from collections import Counter

_TOKEN = re.compile(r"[\w']+|[^\w\s]")


def tokenize(text):
    return _TOKEN.findall(text)


class Vocab:
    PAD, UNK, CLS = "<pad>", "<unk>", "<cls>"

    def __init__(self, tokens):
        self.itos = [self.PAD, self.UNK, self.CLS] + [t for t in tokens if t not in (self.PAD, self.UNK, self.CLS)]
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    @property
    def pad_id(self):
        return 0

    @property
    def cls_id(self):
        return 2

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_len=None, add_cls=False):
        ids = [self.stoi.get(t, 1) for t in tokenize(text)]
        if add_cls:
            ids = [self.cls_id] + ids
        return ids[:max_len] if max_len else ids

    @classmethod
    def build(cls, texts, min_freq=2, max_size=50000):
        counts = Counter(t for text in texts for t in tokenize(text))
        words = [w for w, c in counts.most_common(max_size) if c >= min_freq]
        return cls(words)

    @classmethod
    def load(cls, path):
        with open(path) as fh:
            return cls([line.rstrip("\n") for line in fh if line.strip()])

    def save(self, path):
        with open(path, "w") as fh:
            fh.write("\n".join(self.itos[3:]) + "\n")
