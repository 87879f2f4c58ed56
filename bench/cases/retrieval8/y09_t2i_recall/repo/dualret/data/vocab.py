"""Whitespace tokenizer with a fixed vocabulary."""

PAD, UNK = "<pad>", "<unk>"


class Vocab:
    def __init__(self, words):
        self.itos = [PAD, UNK] + sorted(set(words))
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    @property
    def pad_id(self):
        return 0

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_len=None):
        ids = [self.stoi.get(w, 1) for w in text.lower().split()]
        return ids[:max_len] if max_len else ids

    def decode(self, ids):
        return " ".join(self.itos[i] for i in ids if i != self.pad_id)
