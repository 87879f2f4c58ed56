from .trainer import Trainer
from .lr import WarmupMultiStep

__all__ = ["Trainer", "WarmupMultiStep"]
