from depthkit.metrics.depth_metrics import DepthMetrics, compute_errors, garg_crop_mask

__all__ = ["DepthMetrics", "compute_errors", "garg_crop_mask"]
