from hwr.engine.trainer import Trainer
from hwr.engine.evaluator import evaluate

__all__ = ["Trainer", "evaluate"]
