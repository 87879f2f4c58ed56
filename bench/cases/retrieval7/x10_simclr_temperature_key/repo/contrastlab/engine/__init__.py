from .pretrain import pretrain
from .linear_eval import linear_probe, extract_features

__all__ = ["pretrain", "linear_probe", "extract_features"]
