from kws.engine.evaluator import evaluate
from kws.engine.trainer import Trainer

__all__ = ["Trainer", "evaluate"]
