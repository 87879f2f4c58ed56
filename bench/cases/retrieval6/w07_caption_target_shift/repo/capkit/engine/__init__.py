from .trainer import Trainer
from .evaluator import evaluate_captions
from .optim import build_optimizer, build_scheduler

__all__ = ["Trainer", "evaluate_captions", "build_optimizer", "build_scheduler"]
