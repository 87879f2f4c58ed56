from detkit.losses.functional import giou_loss, sigmoid_focal_loss, smooth_l1
from detkit.losses.detection import DetectionLoss

__all__ = ["DetectionLoss", "giou_loss", "sigmoid_focal_loss", "smooth_l1"]
