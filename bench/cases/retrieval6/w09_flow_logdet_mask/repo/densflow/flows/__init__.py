from .base import Flow, SequentialFlow
from .coupling import AffineCoupling, AdditiveCoupling, checkerboard_mask, half_mask
from .actnorm import ActNorm
from .permutation import ReversePermutation, RandomPermutation
from .nets import MLP

__all__ = ["Flow", "SequentialFlow", "AffineCoupling", "AdditiveCoupling", "checkerboard_mask",
           "half_mask", "ActNorm", "ReversePermutation", "RandomPermutation", "MLP"]
