from .binary import auroc, sensitivity_specificity, youden_threshold

__all__ = ["auroc", "sensitivity_specificity", "youden_threshold"]
