from .trainer import Trainer
from .evaluator import evaluate

__all__ = ["Trainer", "evaluate"]
