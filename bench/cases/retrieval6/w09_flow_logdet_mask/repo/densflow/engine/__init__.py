from .trainer import Trainer
from .evaluator import evaluate_density
from .sampler import draw_samples

__all__ = ["Trainer", "evaluate_density", "draw_samples"]
