from .forecasting import PinballLoss, SMAPELoss, build_loss

__all__ = ["PinballLoss", "SMAPELoss", "build_loss"]
