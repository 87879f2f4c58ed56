"""Reversible instance normalisation (Kim et al., ICLR 2022).

Each input window is normalised with its own per-channel mean/std before the
forecaster sees it; the forecast is mapped back with the same statistics.
"""
import torch
import torch.nn as nn


class RevIN(nn.Module):
    def __init__(self, n_channels, eps=1e-5, affine=True):
        super().__init__()
        self.eps = eps
        self.affine = affine
        if affine:
            self.weight = nn.Parameter(torch.ones(n_channels))
            self.bias = nn.Parameter(torch.zeros(n_channels))

    def _stats(self, x):
        # x: [B, L, C]
        self.mean = x.mean(dim=1, keepdim=True).detach()
        self.stdev = torch.sqrt(torch.var(x, dim=1, keepdim=True, unbiased=False)).detach()

    def normalize(self, x):
        self._stats(x)
        x = (x - self.mean) / self.stdev
        if self.affine:
            x = x * self.weight + self.bias
        return x

    def denormalize(self, x):
        if self.affine:
            x = (x - self.bias) / (self.weight + self.eps * self.eps)
        return x * self.stdev + self.mean
