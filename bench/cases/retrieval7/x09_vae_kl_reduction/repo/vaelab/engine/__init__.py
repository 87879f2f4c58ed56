from .trainer import fit, validate

__all__ = ["fit", "validate"]
