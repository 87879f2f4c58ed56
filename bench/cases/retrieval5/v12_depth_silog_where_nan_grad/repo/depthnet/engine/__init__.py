from .evaluator import evaluate
from .trainer import DepthTrainer

__all__ = ["DepthTrainer", "evaluate"]
