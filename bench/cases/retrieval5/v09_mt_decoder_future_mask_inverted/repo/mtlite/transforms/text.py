"""Token-level transforms applied to (src, tgt) pairs."""
import random


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, src, tgt):
        for op in self.ops:
            src, tgt = op(src, tgt)
        return src, tgt


class Truncate:
    def __init__(self, max_len):
        self.max_len = max_len

    def __call__(self, src, tgt):
        return src[: self.max_len], tgt[: self.max_len]


class RandomWordDropout:
    """Source-side word dropout (regularisation); target untouched."""

    def __init__(self, p=0.1):
        self.p = p

    def __call__(self, src, tgt):
        kept = [w for w in src if random.random() >= self.p]
        return (kept or src[:1]), tgt
