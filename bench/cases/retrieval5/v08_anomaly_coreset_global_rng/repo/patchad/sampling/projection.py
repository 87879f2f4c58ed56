"""Gaussian random projection (Johnson-Lindenstrauss) with its own seeded generator."""
import torch


class RandomProjection:
    def __init__(self, out_dim=128, seed=0):
        self.out_dim = out_dim
        self.seed = int(seed)
        self._matrix = None

    def __call__(self, x):
        C = x.shape[1]
        if self.out_dim >= C:
            return x
        if self._matrix is None or self._matrix.shape[0] != C:
            gen = torch.Generator().manual_seed(self.seed)
            self._matrix = torch.randn(C, self.out_dim, generator=gen) / self.out_dim ** 0.5
        return x @ self._matrix
