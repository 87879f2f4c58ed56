import random
import re

_TAG_RE = re.compile(r"<[^>]+>")


class Compose:
    def __init__(self, fns):
        self.fns = list(fns)

    def __call__(self, x):
        for fn in self.fns:
            x = fn(x)
        return x


class StripHtml:
    def __call__(self, text):
        return _TAG_RE.sub(" ", text)


class Truncate:
    def __init__(self, max_tokens, keep="head"):
        self.max_tokens = max_tokens
        self.keep = keep

    def __call__(self, tokens):
        if len(tokens) <= self.max_tokens:
            return tokens
        if self.keep == "tail":
            return tokens[-self.max_tokens:]
        if self.keep == "both":
            half = self.max_tokens // 2
            return tokens[:half] + tokens[len(tokens) - (self.max_tokens - half):]
        return tokens[: self.max_tokens]


class TokenDropout:
    def __init__(self, p=0.1, seed=None):
        self.p = p
        self.rng = random.Random(seed)

    def __call__(self, tokens):
        if self.p <= 0 or len(tokens) < 2:
            return tokens
        kept = [t for t in tokens if self.rng.random() >= self.p]
        return kept or tokens[:1]


def build_token_transforms(cfg, train=True):
    fns = []
    if train and cfg.get("token_dropout", 0.0) > 0:
        fns.append(TokenDropout(cfg["token_dropout"]))
    if cfg.get("max_tokens"):
        fns.append(Truncate(cfg["max_tokens"], cfg.get("truncate", "head")))
    return Compose(fns) if fns else None
