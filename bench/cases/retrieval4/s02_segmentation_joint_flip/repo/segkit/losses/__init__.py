from .ce import OhemCrossEntropy, build_loss
from .dice import DiceLoss

__all__ = ["OhemCrossEntropy", "DiceLoss", "build_loss"]
