from .generator import MelodyGenerator
from .trainer import LMTrainer

__all__ = ["MelodyGenerator", "LMTrainer"]
