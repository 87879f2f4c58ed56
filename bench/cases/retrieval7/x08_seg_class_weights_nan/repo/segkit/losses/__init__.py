from .class_weights import (count_pixels, inverse_frequency_weights, median_frequency_weights,
                            enet_weights, compute_class_weights)
from .seg_losses import DiceLoss, SegmentationLoss, build_loss

__all__ = ["count_pixels", "inverse_frequency_weights", "median_frequency_weights",
           "enet_weights", "compute_class_weights", "DiceLoss", "SegmentationLoss", "build_loss"]
