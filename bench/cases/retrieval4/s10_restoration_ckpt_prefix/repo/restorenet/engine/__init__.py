from .trainer import RestorationTrainer, validate

__all__ = ["RestorationTrainer", "validate"]
