from .iou import SegMetric, fast_hist

__all__ = ["SegMetric", "fast_hist"]
