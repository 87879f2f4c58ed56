from .datasets import SyntheticImages, TensorFolder, build_datasets
from .samplers import ClassBalancedSampler

__all__ = ["SyntheticImages", "TensorFolder", "build_datasets", "ClassBalancedSampler"]
