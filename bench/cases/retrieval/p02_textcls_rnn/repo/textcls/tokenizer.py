"""Whitespace/punctuation tokenizer and a frequency-based vocabulary."""
import json
import re
from collections import Counter

PAD, UNK, BOS, EOS = "<pad>", "<unk>", "<s>", "</s>"
_TOKEN_RE = re.compile(r"\w+|[^\w\s]")


def basic_tokenize(text, lowercase=True):
    if lowercase:
        text = text.lower()
    return _TOKEN_RE.findall(text)


class Vocab:
    def __init__(self, tokens=None, specials=(PAD, UNK)):
        self.itos = list(specials)
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        for t in tokens or []:
            self.add(t)

    def add(self, token):
        if token not in self.stoi:
            self.stoi[token] = len(self.itos)
            self.itos.append(token)
        return self.stoi[token]

    @classmethod
    def build(cls, texts, min_freq=1, max_size=None, lowercase=True):
        counts = Counter()
        for t in texts:
            counts.update(basic_tokenize(t, lowercase))
        vocab = cls()
        for tok, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            if c < min_freq:
                break
            if max_size and len(vocab) >= max_size:
                break
            vocab.add(tok)
        return vocab

    @property
    def pad_id(self):
        return self.stoi[PAD]

    @property
    def unk_id(self):
        return self.stoi[UNK]

    def encode(self, text, lowercase=True, max_len=None):
        ids = [self.stoi.get(t, self.unk_id) for t in basic_tokenize(text, lowercase)]
        return ids[:max_len] if max_len else ids

    def decode(self, ids):
        return " ".join(self.itos[i] for i in ids if i != self.pad_id)

    def __len__(self):
        return len(self.itos)

    def save(self, path):
        with open(path, "w") as f:
            json.dump(self.itos, f)

    @classmethod
    def load(cls, path):
        with open(path) as f:
            itos = json.load(f)
        v = cls(specials=())
        for t in itos:
            v.add(t)
        return v


def add_ngrams(tokens, n=2, sep="_"):
    """Append word n-grams (fastText style) to a token list."""
    out = list(tokens)
    for k in range(2, n + 1):
        out.extend(sep.join(tokens[i:i + k]) for i in range(len(tokens) - k + 1))
    return out


def char_ngrams(word, n_min=3, n_max=5):
    w = f"<{word}>"
    return [w[i:i + n] for n in range(n_min, n_max + 1) for i in range(len(w) - n + 1)]
