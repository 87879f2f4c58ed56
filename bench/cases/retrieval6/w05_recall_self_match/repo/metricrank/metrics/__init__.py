from .map_at_r import mean_average_precision_at_r
from .recall import RetrievalMetrics, recall_at_k

__all__ = ["mean_average_precision_at_r", "RetrievalMetrics", "recall_at_k"]
