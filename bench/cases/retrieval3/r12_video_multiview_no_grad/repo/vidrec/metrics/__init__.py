from vidrec.metrics.aggregate import ViewAggregator
from vidrec.metrics.topk import mean_class_accuracy, topk_correct

__all__ = ["ViewAggregator", "mean_class_accuracy", "topk_correct"]
