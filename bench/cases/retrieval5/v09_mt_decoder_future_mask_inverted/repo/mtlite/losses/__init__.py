from .label_smoothing import LabelSmoothedCrossEntropy

__all__ = ["LabelSmoothedCrossEntropy"]
