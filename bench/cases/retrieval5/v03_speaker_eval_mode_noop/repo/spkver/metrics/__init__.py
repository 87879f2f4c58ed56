from .eer import compute_eer, compute_min_dcf

__all__ = ["compute_eer", "compute_min_dcf"]
