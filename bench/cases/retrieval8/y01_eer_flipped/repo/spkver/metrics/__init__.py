from .operating_point import compute_eer, compute_min_dcf, far_frr_at_threshold

__all__ = ["compute_eer", "compute_min_dcf", "far_frr_at_threshold"]
