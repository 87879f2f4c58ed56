from .voc_map import DetectionEvaluator, average_precision
from .nms import batched_nms

__all__ = ["DetectionEvaluator", "average_precision", "batched_nms"]
