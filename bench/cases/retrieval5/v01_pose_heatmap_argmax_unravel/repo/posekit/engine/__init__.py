from .trainer import Trainer
from .evaluator import Evaluator, predict_keypoints

__all__ = ["Trainer", "Evaluator", "predict_keypoints"]
