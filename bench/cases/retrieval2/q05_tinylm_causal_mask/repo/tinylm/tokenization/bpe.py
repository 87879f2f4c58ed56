"""Byte-level BPE, trained greedily on the corpus (slow but dependency free)."""
from collections import Counter


def _pair_counts(ids):
    return Counter(zip(ids, ids[1:]))


def _merge(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i < len(ids) - 1 and ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out


class BPETokenizer:
    kind = "bpe"

    def __init__(self, merges):
        self.merges = {tuple(p): i for p, i in merges}
        self.vocab = {i: bytes([i]) for i in range(256)}
        for (a, b), i in sorted(self.merges.items(), key=lambda kv: kv[1]):
            self.vocab[i] = self.vocab[a] + self.vocab[b]

    @classmethod
    def train(cls, text, vocab_size=512, max_chars=200_000):
        ids = list(text[:max_chars].encode("utf-8"))
        merges = []
        for new_id in range(256, vocab_size):
            counts = _pair_counts(ids)
            if not counts:
                break
            pair, n = counts.most_common(1)[0]
            if n < 2:
                break
            ids = _merge(ids, pair, new_id)
            merges.append((pair, new_id))
        return cls(merges)

    @property
    def vocab_size(self):
        return 256 + len(self.merges)

    def encode(self, s):
        ids = list(s.encode("utf-8"))
        while len(ids) >= 2:
            pairs = set(zip(ids, ids[1:]))
            best = min(pairs, key=lambda p: self.merges.get(p, float("inf")))
            if best not in self.merges:
                break
            ids = _merge(ids, best, self.merges[best])
        return ids

    def decode(self, ids):
        return b"".join(self.vocab[i] for i in ids).decode("utf-8", errors="replace")

    def state(self):
        return {"kind": self.kind, "merges": [[list(p), i] for p, i in self.merges.items()]}

    @classmethod
    def from_state(cls, st):
        return cls([(tuple(p), i) for p, i in st["merges"]])
