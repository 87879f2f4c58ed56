from collections import Counter

import torch


class CategoricalEncoder:
    """Maps values to ids; 0 is reserved for unknown / rare categories."""

    def __init__(self, min_freq=1):
        self.min_freq = min_freq
        self.vocab = {}

    def fit(self, values):
        counts = Counter(values)
        kept = sorted(v for v, n in counts.items() if n >= self.min_freq)
        self.vocab = {v: i + 1 for i, v in enumerate(kept)}
        return self

    @property
    def cardinality(self):
        return len(self.vocab) + 1

    def transform(self, values):
        return torch.tensor([self.vocab.get(v, 0) for v in values], dtype=torch.long)


class NumericScaler:
    """Median-impute, optionally clip to training quantiles, then standardise."""

    def __init__(self, standardize=True, clip_quantile=None):
        self.standardize = standardize
        self.clip_quantile = clip_quantile
        self.bounds = None
        self.mean = None
        self.std = None
        self.fill = None

    def fit(self, values):
        present = torch.tensor([v for v in values if v is not None], dtype=torch.float32)
        self.fill = float(present.median()) if present.numel() else 0.0
        if self.clip_quantile and present.numel():
            q = torch.tensor([self.clip_quantile, 1 - self.clip_quantile])
            lo, hi = torch.quantile(present, q).tolist()
            self.bounds = (lo, hi)
            present = present.clamp(lo, hi)
        self.mean = float(present.mean()) if present.numel() else 0.0
        self.std = float(present.std()) if present.numel() > 1 else 1.0
        self.std = self.std or 1.0
        return self

    def transform(self, values):
        x = torch.tensor([self.fill if v is None else v for v in values], dtype=torch.float32)
        if self.bounds is not None:
            x = x.clamp(*self.bounds)
        if self.standardize:
            x = (x - self.mean) / self.std
        return x


class TablePreprocessor:
    def __init__(self, schema, min_category_freq=1, standardize=True):
        self.schema = schema
        self.cat = {c: CategoricalEncoder(min_category_freq) for c in schema.categorical}
        self.num = {c: NumericScaler(standardize) for c in schema.numeric}

    def fit(self, table):
        for c, enc in self.cat.items():
            enc.fit(table[c])
            self.schema.cardinalities[c] = enc.cardinality
        for c, sc in self.num.items():
            sc.fit(table[c])
        return self

    def transform(self, table):
        x_num = torch.stack([self.num[c].transform(table[c]) for c in self.schema.numeric], dim=1)
        x_cat = torch.stack([self.cat[c].transform(table[c]) for c in self.schema.categorical], dim=1)
        y = torch.tensor(table[self.schema.target], dtype=torch.long) if self.schema.target in table else None
        return x_num, x_cat, y

    def state_dict(self):
        return {
            "cat": {c: e.vocab for c, e in self.cat.items()},
            "num": {c: (s.mean, s.std, s.fill, s.standardize) for c, s in self.num.items()},
        }

    def load_state_dict(self, state):
        for c, vocab in state["cat"].items():
            self.cat[c].vocab = vocab
            self.schema.cardinalities[c] = self.cat[c].cardinality
        for c, (m, s, f, st) in state["num"].items():
            sc = self.num[c]
            sc.mean, sc.std, sc.fill, sc.standardize = m, s, f, st
