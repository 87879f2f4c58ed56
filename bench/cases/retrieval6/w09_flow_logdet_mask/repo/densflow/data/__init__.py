from .toy2d import TwoMoons, Checkerboard, Rings
from .gaussian import CorrelatedGaussian
from .transforms import Standardize
from .builder import build_datasets, build_dataloaders

__all__ = ["TwoMoons", "Checkerboard", "Rings", "CorrelatedGaussian", "Standardize",
           "build_datasets", "build_dataloaders"]
