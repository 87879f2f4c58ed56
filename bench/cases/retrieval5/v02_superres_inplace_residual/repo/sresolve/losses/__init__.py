from .pixel import CharbonnierLoss, L1Loss, build_loss
from .edge import GradientLoss

__all__ = ["CharbonnierLoss", "L1Loss", "GradientLoss", "build_loss"]
