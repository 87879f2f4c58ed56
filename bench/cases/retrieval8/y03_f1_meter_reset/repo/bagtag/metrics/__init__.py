from .f1 import MultiLabelCounts, f1_from_counts
from .thresholds import apply_thresholds, top_k_predictions, tune_thresholds

__all__ = ["MultiLabelCounts", "f1_from_counts", "apply_thresholds", "top_k_predictions", "tune_thresholds"]
