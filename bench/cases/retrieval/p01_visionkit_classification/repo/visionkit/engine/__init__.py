from .optim import build_optimizer
from .scheduler import build_scheduler
from .trainer import Trainer

__all__ = ["Trainer", "build_optimizer", "build_scheduler"]
