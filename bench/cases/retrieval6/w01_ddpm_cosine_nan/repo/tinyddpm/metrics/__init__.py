from .image_stats import ImageStats, sample_health

__all__ = ["ImageStats", "sample_health"]
