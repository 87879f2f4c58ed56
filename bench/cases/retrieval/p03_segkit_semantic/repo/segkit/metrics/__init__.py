from .iou import SegMetrics
from .boundary import boundary_f1

__all__ = ["SegMetrics", "boundary_f1"]
