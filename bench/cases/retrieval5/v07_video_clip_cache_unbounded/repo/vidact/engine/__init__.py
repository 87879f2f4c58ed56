from .evaluator import evaluate_multiclip
from .trainer import VideoTrainer

__all__ = ["VideoTrainer", "evaluate_multiclip"]
