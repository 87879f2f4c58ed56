"""Feature preprocessing."""

import numpy as np


def filter_months(features, labels, month, months):
    """Keep only the hours that fall into the requested calendar months."""
    keep = np.isin(month, np.asarray(months))
    return features[keep], labels[keep]


class Standardizer:
    """Per-feature z-scoring fitted on the training split.

    Constant columns (e.g. snowfall in summer) get a unit scale instead of a
    zero one so they map to 0 rather than inf/nan.
    """

    def __init__(self, eps=1e-6):
        self.eps = eps
        self.mean_ = None
        self.scale_ = None

    def fit(self, x):
        self.mean_ = x.mean(axis=0)
        std = x.std(axis=0)
        self.scale_ = np.where(std < self.eps, 1.0, std)
        return self

    def transform(self, x):
        if self.mean_ is None:
            raise RuntimeError("Standardizer.fit must be called before transform")
        return ((x - self.mean_) / self.scale_).astype(np.float32)

    def fit_transform(self, x):
        return self.fit(x).transform(x)
