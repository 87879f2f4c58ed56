from .label_smoothing import LabelSmoothingCE

__all__ = ["LabelSmoothingCE"]
