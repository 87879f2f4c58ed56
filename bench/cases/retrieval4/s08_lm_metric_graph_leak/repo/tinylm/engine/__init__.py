from .generate import generate
from .trainer import LMTrainer

__all__ = ["LMTrainer", "generate"]
