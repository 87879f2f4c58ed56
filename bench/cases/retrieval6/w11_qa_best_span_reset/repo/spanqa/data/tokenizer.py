"""Whitespace tokenizer that tracks character offsets (like a fast HF tokenizer)."""
import re
from collections import Counter
from dataclasses import dataclass
from typing import List, Tuple

PAD, UNK, CLS, SEP = "[PAD]", "[UNK]", "[CLS]", "[SEP]"
_TOKEN_RE = re.compile(r"\S+")


@dataclass
class Encoding:
    ids: List[int]
    offsets: List[Tuple[int, int]]


class WhitespaceTokenizer:
    def __init__(self, vocab):
        self.itos = [PAD, UNK, CLS, SEP] + [w for w in vocab if w not in (PAD, UNK, CLS, SEP)]
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    @classmethod
    def train(cls, texts, min_freq=1):
        c = Counter()
        for t in texts:
            c.update(t.lower().split())
        return cls(sorted(w for w, n in c.items() if n >= min_freq))

    pad_id = property(lambda self: self.stoi[PAD])
    unk_id = property(lambda self: self.stoi[UNK])
    cls_id = property(lambda self: self.stoi[CLS])
    sep_id = property(lambda self: self.stoi[SEP])

    def __len__(self):
        return len(self.itos)

    def encode(self, text):
        ids, offsets = [], []
        for m in _TOKEN_RE.finditer(text):
            ids.append(self.stoi.get(m.group().lower(), self.unk_id))
            offsets.append((m.start(), m.end()))
        return Encoding(ids, offsets)
