from .accuracy import mean_class_accuracy, topk_accuracy

__all__ = ["topk_accuracy", "mean_class_accuracy"]
