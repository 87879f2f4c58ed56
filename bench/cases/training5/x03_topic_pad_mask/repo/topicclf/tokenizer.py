from collections import Counter

PAD, UNK = "<pad>", "<unk>"


class WordTokenizer:
    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id = self.stoi[PAD]
        self.unk_id = self.stoi[UNK]

    @classmethod
    def train(cls, texts, min_freq=1):
        counts = Counter(w for t in texts for w in t.lower().split())
        words = sorted(w for w, c in counts.items() if c >= min_freq)
        return cls([PAD, UNK] + words)

    def encode(self, text):
        return [self.stoi.get(w, self.unk_id) for w in text.lower().split()]

    def __len__(self):
        return len(self.itos)
