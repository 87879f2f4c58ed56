from .filters import binarize, k_core_filter

__all__ = ["binarize", "k_core_filter"]
