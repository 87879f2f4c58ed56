from torch import nn

from ..distributions import DiagonalNormal, StandardNormal
from ..flows import (ActNorm, AdditiveCoupling, AffineCoupling, RandomPermutation,
                     ReversePermutation, SequentialFlow, checkerboard_mask, half_mask)

COUPLINGS = {"affine": AffineCoupling, "additive": AdditiveCoupling}
MASKS = {"half": half_mask, "checkerboard": checkerboard_mask}
PERMUTATIONS = {"reverse": ReversePermutation, "random": RandomPermutation}


class NormalizingFlowModel(nn.Module):
    def __init__(self, flow, base):
        super().__init__()
        self.flow = flow
        self.base = base

    def forward(self, x):
        return self.log_prob(x)

    def log_prob(self, x):
        z, log_det = self.flow(x)
        return self.base.log_prob(z) + log_det

    def sample(self, n, generator=None):
        z = self.base.sample(n, generator=generator)
        return self.flow.inverse(z)


def build_realnvp(dim, coupling="affine", num_blocks=4, hidden=64, num_layers=2,
                  mask="checkerboard", actnorm=True, permutation="none", clamp=None,
                  base="standard", seed=0):
    layers = []
    for i in range(num_blocks):
        if actnorm:
            layers.append(ActNorm(dim))
        m = MASKS[mask](dim, parity=i % 2)
        layers.append(COUPLINGS[coupling](dim, m, hidden=hidden, num_layers=num_layers,
                                          clamp=clamp))
        if permutation != "none" and i < num_blocks - 1:
            layers.append(PERMUTATIONS[permutation](dim, seed=seed + i))
    base_dist = {"standard": StandardNormal, "diagonal": DiagonalNormal}[base](dim)
    return NormalizingFlowModel(SequentialFlow(layers), base_dist)
