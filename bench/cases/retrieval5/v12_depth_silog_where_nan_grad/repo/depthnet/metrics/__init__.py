from .depth import DepthMetricAccumulator, compute_depth_metrics

__all__ = ["compute_depth_metrics", "DepthMetricAccumulator"]
