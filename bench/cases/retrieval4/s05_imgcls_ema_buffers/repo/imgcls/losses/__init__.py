from .soft_target import LabelSmoothingCrossEntropy, SoftTargetCrossEntropy, build_loss

__all__ = ["LabelSmoothingCrossEntropy", "SoftTargetCrossEntropy", "build_loss"]
