from tinydepth.metrics.depth_metrics import DepthMetricAccumulator, compute_depth_errors

__all__ = ["DepthMetricAccumulator", "compute_depth_errors"]
