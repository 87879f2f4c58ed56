import math

import torch

from .data import CITIES, NUMERIC


def feature_names():
    return NUMERIC + [f"city_{c}" for c in CITIES]


def rows_to_tensors(rows):
    feats = []
    for r in rows:
        vec = [float(r[k]) for k in NUMERIC]
        vec[0] = math.log(vec[0])
        vec += [1.0 if r["city"] == c else 0.0 for c in CITIES]
        feats.append(vec)
    x = torch.tensor(feats, dtype=torch.float32)
    y = torch.tensor([math.log(r["price_eur"]) for r in rows], dtype=torch.float32)
    return x, y


class Standardizer:
    """Column-wise z-scoring fitted on the training split."""

    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean(dim=0)
        self.std = x.std(dim=0)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std

    def inverse_transform(self, z):
        return z * self.std + self.mean

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, state):
        self.mean, self.std = state["mean"], state["std"]
