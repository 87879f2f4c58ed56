from .builder import build_dataloaders
from .samplers import MPerClassSampler
from .synthetic import SyntheticPatterns

__all__ = ["build_dataloaders", "MPerClassSampler", "SyntheticPatterns"]
