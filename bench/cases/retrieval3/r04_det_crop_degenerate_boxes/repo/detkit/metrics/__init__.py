from detkit.metrics.voc_map import average_precision, mean_average_precision

__all__ = ["average_precision", "mean_average_precision"]
