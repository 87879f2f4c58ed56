from .trainer import Trainer
from .evaluator import evaluate_flow
from .optim import build_optimizer, build_lr_scheduler

__all__ = ["Trainer", "evaluate_flow", "build_optimizer", "build_lr_scheduler"]
