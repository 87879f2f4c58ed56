from .normal import StandardNormal, DiagonalNormal

__all__ = ["StandardNormal", "DiagonalNormal"]
