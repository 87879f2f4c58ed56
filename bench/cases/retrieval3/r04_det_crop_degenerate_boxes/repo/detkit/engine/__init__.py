from detkit.engine.evaluator import evaluate
from detkit.engine.trainer import train

__all__ = ["evaluate", "train"]
