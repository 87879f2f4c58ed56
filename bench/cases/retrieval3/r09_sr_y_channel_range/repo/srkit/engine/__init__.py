from srkit.engine.evaluator import evaluate
from srkit.engine.trainer import train

__all__ = ["evaluate", "train"]
