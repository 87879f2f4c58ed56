from segkit.metrics.confusion import ConfusionMatrix
from segkit.metrics.functional import dice_per_class, mean_iou, pixel_accuracy

__all__ = ["ConfusionMatrix", "dice_per_class", "mean_iou", "pixel_accuracy"]
