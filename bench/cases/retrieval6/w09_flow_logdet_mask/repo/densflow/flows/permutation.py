import torch

from .base import Flow


class _Permutation(Flow):
    def __init__(self, perm):
        super().__init__()
        self.register_buffer("perm", perm)
        self.register_buffer("inv_perm", torch.argsort(perm))

    def forward(self, x):
        return x[:, self.perm], x.new_zeros(x.size(0))

    def inverse(self, z):
        return z[:, self.inv_perm]


class ReversePermutation(_Permutation):
    def __init__(self, dim, **_):
        super().__init__(torch.arange(dim - 1, -1, -1))


class RandomPermutation(_Permutation):
    def __init__(self, dim, seed=0, **_):
        g = torch.Generator().manual_seed(seed)
        super().__init__(torch.randperm(dim, generator=g))
