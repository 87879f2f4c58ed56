from .trainer import MTTrainer
from .translator import Translator

__all__ = ["MTTrainer", "Translator"]
