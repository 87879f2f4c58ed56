from .tabular_losses import BinaryFocalLoss, build_loss

__all__ = ["BinaryFocalLoss", "build_loss"]
