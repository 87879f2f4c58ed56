from .trainer import Trainer
from .predictor import Predictor

__all__ = ["Trainer", "Predictor"]
