import numpy as np


class StandardScaler:
    """Per-channel z-scoring; fit on normal training data only."""

    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean_ = None
        self.std_ = None

    def fit(self, series):
        self.mean_ = series.mean(axis=0, keepdims=True)
        self.std_ = series.std(axis=0, keepdims=True)
        return self

    def transform(self, series):
        return ((series - self.mean_) / (self.std_ + self.eps)).astype(np.float32)

    def state_dict(self):
        return {"mean": self.mean_, "std": self.std_}


class MinMaxScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.min_ = None
        self.max_ = None

    def fit(self, series):
        self.min_ = series.min(axis=0, keepdims=True)
        self.max_ = series.max(axis=0, keepdims=True)
        return self

    def transform(self, series):
        return ((series - self.min_) / (self.max_ - self.min_ + self.eps)).astype(np.float32)

    def state_dict(self):
        return {"min": self.min_, "max": self.max_}


def build_scaler(name):
    if name == "standard":
        return StandardScaler()
    if name == "minmax":
        return MinMaxScaler()
    raise KeyError(f"unknown scaler {name!r}")
