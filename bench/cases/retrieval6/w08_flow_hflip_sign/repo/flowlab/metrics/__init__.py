from .epe import FlowMetrics, epe, outlier_rate

__all__ = ["FlowMetrics", "epe", "outlier_rate"]
