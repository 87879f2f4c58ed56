"""Word-level vocabulary with the usual special tokens."""
from collections import Counter

PAD, BOS, EOS, UNK = "<pad>", "<bos>", "<eos>", "<unk>"
SPECIAL_TOKENS = (PAD, BOS, EOS, UNK)


class Vocab:
    def __init__(self, words):
        self.itos = list(SPECIAL_TOKENS) + [w for w in words if w not in SPECIAL_TOKENS]
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    @classmethod
    def from_captions(cls, captions, min_freq=1, tokenizer=str.split):
        counts = Counter()
        for cap in captions:
            counts.update(tokenizer(cap))
        words = sorted(w for w, c in counts.items() if c >= min_freq)
        return cls(words)

    @property
    def pad_id(self):
        return self.stoi[PAD]

    @property
    def bos_id(self):
        return self.stoi[BOS]

    @property
    def eos_id(self):
        return self.stoi[EOS]

    @property
    def unk_id(self):
        return self.stoi[UNK]

    def __len__(self):
        return len(self.itos)

    def encode(self, tokens, add_special=True):
        ids = [self.stoi.get(t, self.unk_id) for t in tokens]
        if add_special:
            ids = [self.bos_id] + ids + [self.eos_id]
        return ids

    def decode(self, ids, strip_special=True):
        words = []
        for i in ids:
            i = int(i)
            if strip_special and i == self.eos_id:
                break
            w = self.itos[i] if 0 <= i < len(self.itos) else UNK
            if strip_special and w in SPECIAL_TOKENS:
                continue
            words.append(w)
        return words
