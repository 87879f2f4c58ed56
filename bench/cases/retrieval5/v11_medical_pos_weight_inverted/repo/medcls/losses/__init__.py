from .weighted_bce import FocalLoss, WeightedBCELoss, build_loss

__all__ = ["WeightedBCELoss", "FocalLoss", "build_loss"]
