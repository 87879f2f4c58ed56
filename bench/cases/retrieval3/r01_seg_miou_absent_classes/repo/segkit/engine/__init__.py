from segkit.engine.evaluator import evaluate
from segkit.engine.trainer import Trainer

__all__ = ["Trainer", "evaluate"]
