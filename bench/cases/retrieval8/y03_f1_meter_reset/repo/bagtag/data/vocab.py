from collections import Counter

PAD, UNK = "<pad>", "<unk>"


def tokenize(text):
    return text.lower().split()


class Vocab:
    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.pad_id = self.stoi[PAD]
        self.unk_id = self.stoi[UNK]

    def __len__(self):
        return len(self.itos)

    @classmethod
    def build(cls, texts, max_size=None, min_freq=1):
        counts = Counter()
        for text in texts:
            counts.update(tokenize(text))
        items = sorted(((t, c) for t, c in counts.items() if c >= min_freq), key=lambda x: (-x[1], x[0]))
        if max_size is not None:
            items = items[: max_size - 2]
        return cls([PAD, UNK] + [t for t, _ in items])

    def encode(self, text):
        return [self.stoi.get(t, self.unk_id) for t in tokenize(text)]
