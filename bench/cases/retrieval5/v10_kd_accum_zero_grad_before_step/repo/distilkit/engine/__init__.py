from .distill import DistillTrainer
from .evaluator import evaluate
from .trainer import Trainer

__all__ = ["Trainer", "DistillTrainer", "evaluate"]
