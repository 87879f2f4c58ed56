"""Word-level tokenizer with a frequency vocabulary and [CLS]/[SEP]/[PAD]/[UNK] specials."""
import json
import re
from collections import Counter

PAD, UNK, CLS, SEP, MASK = "[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"
_WORD = re.compile(r"[A-Za-z0-9']+|[^\sA-Za-z0-9]")


class Tokenizer:
    def __init__(self, vocab, lowercase=True):
        self.itos = list(vocab)
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.lowercase = lowercase

    @classmethod
    def train(cls, texts, vocab_size=2000, lowercase=True, min_freq=1):
        counts = Counter()
        for t in texts:
            counts.update(cls._split(t, lowercase))
        vocab = [PAD, UNK, CLS, SEP, MASK]
        for tok, c in counts.most_common():
            if len(vocab) >= vocab_size or c < min_freq:
                break
            vocab.append(tok)
        return cls(vocab, lowercase)

    @staticmethod
    def _split(text, lowercase):
        return _WORD.findall(text.lower() if lowercase else text)

    @property
    def pad_id(self):
        return self.stoi[PAD]

    def encode(self, text, max_len=64):
        ids = [self.stoi.get(w, self.stoi[UNK]) for w in self._split(text, self.lowercase)]
        return [self.stoi[CLS]] + ids[: max_len - 2] + [self.stoi[SEP]]

    def batch_encode(self, texts, max_len=64):
        seqs = [self.encode(t, max_len) for t in texts]
        width = max(len(s) for s in seqs)
        ids = [s + [self.pad_id] * (width - len(s)) for s in seqs]
        mask = [[1] * len(s) + [0] * (width - len(s)) for s in seqs]
        return ids, mask

    def decode(self, ids, skip_special=True):
        specials = {PAD, UNK, CLS, SEP, MASK} if skip_special else set()
        return " ".join(self.itos[i] for i in ids if self.itos[i] not in specials)

    def batch_encode_pairs(self, firsts, seconds, max_len=64):
        """[CLS] a [SEP] b [SEP] inputs for cross-encoder style scoring."""
        merged = []
        for a, b in zip(firsts, seconds):
            ea, eb = self.encode(a, max_len // 2), self.encode(b, max_len // 2)[1:]
            merged.append(ea + eb)
        width = max(len(m) for m in merged)
        ids = [m + [self.pad_id] * (width - len(m)) for m in merged]
        mask = [[1] * len(m) + [0] * (width - len(m)) for m in merged]
        return ids, mask

    def __len__(self):
        return len(self.itos)

    def save(self, path):
        with open(path, "w") as f:
            json.dump({"vocab": self.itos, "lowercase": self.lowercase}, f)

    @classmethod
    def load(cls, path):
        with open(path) as f:
            obj = json.load(f)
        return cls(obj["vocab"], obj["lowercase"])
