import re
from collections import Counter

PAD, UNK, BOS, EOS = "<pad>", "<unk>", "<bos>", "<eos>"
SPECIALS = (PAD, UNK, BOS, EOS)

_TOKEN_RE = re.compile(r"[a-z0-9']+")


def tokenize(text):
    return _TOKEN_RE.findall(text.lower())


class Vocab:
    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_id = self.stoi[PAD]
        self.unk_id = self.stoi[UNK]

    def __len__(self):
        return len(self.itos)

    @classmethod
    def build(cls, texts, max_size=None, min_freq=1):
        """Most frequent tokens of `texts`; `max_size` caps the size of the vocabulary."""
        counter = Counter(tok for t in texts for tok in tokenize(t))
        words = [w for w, c in counter.most_common(max_size) if c >= min_freq]
        return cls(list(SPECIALS) + words)

    def encode(self, text, add_bos_eos=True):
        ids = [self.stoi.get(tok, self.unk_id) for tok in tokenize(text)]
        if add_bos_eos:
            ids = [self.stoi[BOS]] + ids + [self.stoi[EOS]]
        return ids

    def state_dict(self):
        return {"itos": self.itos}

    @classmethod
    def from_state_dict(cls, state):
        return cls(state["itos"])
