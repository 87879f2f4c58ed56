from .trainer import Trainer
from .evaluator import evaluate, predict

__all__ = ["Trainer", "evaluate", "predict"]
