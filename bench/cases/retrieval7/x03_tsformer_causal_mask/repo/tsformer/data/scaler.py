import numpy as np


class StandardScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean = self.std = None

    def fit(self, x):                       # x: (T, C)
        self.mean = x.mean(axis=0, keepdims=True)
        self.std = x.std(axis=0, keepdims=True)
        return self

    def transform(self, x):
        return (x - self.mean) / (self.std + self.eps)

    def inverse_transform(self, x):
        return x * (self.std + self.eps) + self.mean


class MinMaxScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.lo = self.hi = None

    def fit(self, x):
        self.lo = x.min(axis=0, keepdims=True)
        self.hi = x.max(axis=0, keepdims=True)
        return self

    def transform(self, x):
        return (x - self.lo) / (self.hi - self.lo + self.eps)

    def inverse_transform(self, x):
        return x * (self.hi - self.lo + self.eps) + self.lo


class IdentityScaler:
    def fit(self, x):
        return self

    def transform(self, x):
        return np.asarray(x)

    inverse_transform = transform


def build_scaler(name):
    return {"standard": StandardScaler, "minmax": MinMaxScaler,
            "none": IdentityScaler}[name]()
