from .dice import DiceLoss, soft_dice_score
from .combined import CombinedLoss, OhemCrossEntropy, build_loss

__all__ = ["DiceLoss", "soft_dice_score", "CombinedLoss", "OhemCrossEntropy", "build_loss"]
