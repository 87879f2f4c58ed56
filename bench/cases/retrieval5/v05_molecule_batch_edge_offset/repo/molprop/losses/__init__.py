from .regression import MaskedMSELoss, MaskedBCELoss

__all__ = ["MaskedMSELoss", "MaskedBCELoss"]
