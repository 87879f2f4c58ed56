import math

import torch


def bits_per_dim(nll_nats, dim):
    return nll_nats / (dim * math.log(2))


class DensityMeter:
    """Sample-weighted mean NLL, optionally corrected to the raw data space."""

    def __init__(self, dim, log_abs_det=0.0):
        self.dim = dim
        self.log_abs_det = log_abs_det
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0
        self.non_finite = 0

    @torch.no_grad()
    def update(self, log_prob):
        finite = torch.isfinite(log_prob)
        self.non_finite += int((~finite).sum())
        self.total += float(-log_prob.sum())
        self.count += log_prob.numel()

    def compute(self):
        n = max(self.count, 1)
        nll_std = self.total / n
        nll_data = nll_std - self.log_abs_det
        return {"nll": nll_data, "bpd": bits_per_dim(nll_data, self.dim),
                "non_finite": self.non_finite}
