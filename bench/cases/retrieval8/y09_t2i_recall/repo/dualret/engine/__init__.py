from dualret.engine.evaluator import RetrievalEvaluator
from dualret.engine.trainer import Trainer

__all__ = ["RetrievalEvaluator", "Trainer"]
