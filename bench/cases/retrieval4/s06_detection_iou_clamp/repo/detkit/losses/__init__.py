from .box_loss import giou_loss, smooth_l1
from .focal import sigmoid_focal_loss
from .retina_loss import RetinaLoss

__all__ = ["giou_loss", "smooth_l1", "sigmoid_focal_loss", "RetinaLoss"]
