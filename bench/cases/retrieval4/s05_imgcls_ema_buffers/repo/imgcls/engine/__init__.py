from .evaluator import evaluate
from .trainer import Trainer

__all__ = ["Trainer", "evaluate"]
