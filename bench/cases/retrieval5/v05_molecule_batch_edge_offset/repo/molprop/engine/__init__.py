from .predictor import Predictor
from .trainer import Trainer

__all__ = ["Predictor", "Trainer"]
