from .builder import RestorationLoss, build_loss

__all__ = ["RestorationLoss", "build_loss"]
