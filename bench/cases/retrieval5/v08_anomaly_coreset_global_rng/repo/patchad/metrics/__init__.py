from .auroc import auroc, pixel_auroc
from .threshold import best_f1_threshold

__all__ = ["auroc", "pixel_auroc", "best_f1_threshold"]
