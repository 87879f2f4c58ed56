from .datasets import SyntheticTextures, TensorFolder, build_dataset
from .augment import SimCLRAugment, TwoViews, eval_transform

__all__ = ["SyntheticTextures", "TensorFolder", "build_dataset", "SimCLRAugment", "TwoViews", "eval_transform"]
