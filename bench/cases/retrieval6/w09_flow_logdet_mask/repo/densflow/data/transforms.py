import math

import torch


class Standardize:
    """Per-feature affine standardisation fitted on the training split.

    ``log_abs_det`` is the Jacobian term needed to report NLL in the original
    data space: ``nll_data = nll_standardized - log_abs_det``.
    """

    def __init__(self, eps=1e-6):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean(dim=0)
        self.std = x.std(dim=0) + self.eps
        return self

    def __call__(self, x):
        return (x - self.mean) / self.std

    def inverse(self, z):
        return z * self.std + self.mean

    @property
    def log_abs_det(self):
        return -torch.log(self.std).sum().item()


def nats_to_bits(nats, dim):
    return nats / (dim * math.log(2))
