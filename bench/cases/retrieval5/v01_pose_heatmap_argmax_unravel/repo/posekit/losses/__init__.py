from .heatmap_loss import JointsMSELoss, CoordL1Loss, build_loss

__all__ = ["JointsMSELoss", "CoordL1Loss", "build_loss"]
