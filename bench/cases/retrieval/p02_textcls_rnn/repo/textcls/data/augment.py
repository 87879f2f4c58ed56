"""Token-level augmentations for training sentences (applied to token id lists)."""
import random


class WordDropout:
    """Replace each token by <unk> with probability p (never empties a sentence)."""

    def __init__(self, p=0.1, unk_id=1, seed=None):
        self.p = p
        self.unk_id = unk_id
        self.rng = random.Random(seed)

    def __call__(self, ids):
        if len(ids) <= 1:
            return list(ids)
        return [self.unk_id if self.rng.random() < self.p else i for i in ids]


class RandomSwap:
    """Swap n random pairs of positions."""

    def __init__(self, n=1, seed=None):
        self.n = n
        self.rng = random.Random(seed)

    def __call__(self, ids):
        ids = list(ids)
        for _ in range(self.n):
            if len(ids) < 2:
                break
            i, j = self.rng.sample(range(len(ids)), 2)
            ids[i], ids[j] = ids[j], ids[i]
        return ids


class RandomCropSpan:
    """Keep a random contiguous span covering at least `min_frac` of the sentence."""

    def __init__(self, min_frac=0.7, seed=None):
        self.min_frac = min_frac
        self.rng = random.Random(seed)

    def __call__(self, ids):
        n = len(ids)
        keep = max(1, int(round(n * self.rng.uniform(self.min_frac, 1.0))))
        start = self.rng.randint(0, n - keep)
        return list(ids[start:start + keep])


class SynonymReplace:
    def __init__(self, table, p=0.2, seed=None):
        self.table = table
        self.p = p
        self.rng = random.Random(seed)

    def __call__(self, ids):
        out = []
        for i in ids:
            alts = self.table.get(i)
            out.append(self.rng.choice(alts) if alts and self.rng.random() < self.p else i)
        return out


class ComposeAug:
    def __init__(self, *augs):
        self.augs = augs

    def __call__(self, ids):
        for a in self.augs:
            ids = a(ids)
        return ids
