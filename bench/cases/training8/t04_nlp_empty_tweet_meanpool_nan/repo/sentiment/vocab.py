from collections import Counter

PAD, UNK = "<pad>", "<unk>"


class Vocab:
    def __init__(self, tokens, min_freq=1):
        counts = Counter(tok for doc in tokens for tok in doc)
        self.itos = [PAD, UNK] + sorted(t for t, c in counts.items() if c >= min_freq)
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    @property
    def pad_id(self):
        return 0

    @property
    def unk_id(self):
        return 1

    def encode(self, doc, max_len=None):
        ids = [self.stoi.get(t, self.unk_id) for t in doc]
        return ids[:max_len] if max_len else ids

    def __len__(self):
        return len(self.itos)
