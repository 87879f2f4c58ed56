from textcls.engine.evaluator import evaluate
from textcls.engine.trainer import Trainer

__all__ = ["evaluate", "Trainer"]
