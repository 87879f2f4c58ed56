"""Column preprocessors: categorical vocabularies and numeric scalers."""
from collections import Counter

import numpy as np

UNKNOWN_INDEX = 0


class CategoryEncoder:
    """Maps category strings to contiguous ids; id 0 is reserved for unseen values.

    Levels are ordered by descending frequency (ties broken by value) so that
    `min_count` pruning drops the rarest levels.
    """

    def __init__(self, min_count=1):
        self.min_count = min_count
        self.mapping = None

    def fit(self, values):
        counts = Counter(values.tolist())
        ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        kept = [v for v, c in ordered if c >= self.min_count]
        self.mapping = {v: i + 1 for i, v in enumerate(kept)}
        return self

    @property
    def cardinality(self):
        return len(self.mapping) + 1

    def transform(self, values):
        return np.array([self.mapping.get(v, UNKNOWN_INDEX) for v in values.tolist()],
                        dtype=np.int64)


class StandardScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean_ = None
        self.std_ = None

    def fit(self, x):
        x = np.asarray(x, dtype=np.float64)
        self.mean_ = x.mean(axis=0)
        self.std_ = np.maximum(x.std(axis=0), self.eps)
        return self

    def transform(self, x):
        return ((np.asarray(x, dtype=np.float64) - self.mean_) / self.std_).astype(np.float32)


class MinMaxScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.min_ = None
        self.range_ = None

    def fit(self, x):
        x = np.asarray(x, dtype=np.float64)
        self.min_ = x.min(axis=0)
        self.range_ = np.maximum(x.max(axis=0) - self.min_, self.eps)
        return self

    def transform(self, x):
        return ((np.asarray(x, dtype=np.float64) - self.min_) / self.range_).astype(np.float32)


class IdentityScaler:
    def fit(self, x):
        return self

    def transform(self, x):
        return np.asarray(x, dtype=np.float32)


def build_scaler(name):
    name = (name or "none").lower()
    if name == "standard":
        return StandardScaler()
    if name == "minmax":
        return MinMaxScaler()
    if name == "none":
        return IdentityScaler()
    raise ValueError(f"unknown numeric scaler: {name}")
