from kdistill.metrics.accuracy import AccuracyMeter, topk_accuracy

__all__ = ["AccuracyMeter", "topk_accuracy"]
