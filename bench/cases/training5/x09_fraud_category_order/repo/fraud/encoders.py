import math

import torch


class CategoricalEncoder:
    """Maps category strings to contiguous ids; id 0 is reserved for unseen values."""

    def __init__(self):
        self.index = {}

    def fit(self, values):
        categories = list(set(values))
        self.index = {c: i + 1 for i, c in enumerate(categories)}
        return self

    def transform(self, values):
        return torch.tensor([self.index.get(v, 0) for v in values], dtype=torch.long)

    @property
    def cardinality(self):
        return len(self.index) + 1


class NumericScaler:
    def fit(self, values):
        n = len(values)
        self.mean = sum(values) / n
        self.std = math.sqrt(sum((v - self.mean) ** 2 for v in values) / n) or 1.0
        return self

    def transform(self, values):
        return torch.tensor([(v - self.mean) / self.std for v in values], dtype=torch.float32)


CATEGORICAL = ["category", "country", "device"]


def fit_encoders(rows):
    cats = {c: CategoricalEncoder().fit([r[c] for r in rows]) for c in CATEGORICAL}
    log_amount = NumericScaler().fit([math.log1p(r["amount"]) for r in rows])
    return cats, log_amount


def encode(rows, cats, log_amount):
    x_cat = torch.stack([cats[c].transform([r[c] for r in rows]) for c in CATEGORICAL], 1)
    hour = torch.tensor([r["hour"] for r in rows], dtype=torch.float32)
    x_num = torch.stack([
        log_amount.transform([math.log1p(r["amount"]) for r in rows]),
        torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
    ], 1)
    y = torch.tensor([r["label"] for r in rows], dtype=torch.float32)
    return x_cat, x_num, y
