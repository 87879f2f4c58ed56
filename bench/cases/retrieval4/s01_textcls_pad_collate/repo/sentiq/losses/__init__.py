from .classification import FocalLoss, LabelSmoothingCE, build_loss

__all__ = ["FocalLoss", "LabelSmoothingCE", "build_loss"]
