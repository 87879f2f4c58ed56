from vaegen.engine.evaluator import evaluate
from vaegen.engine.trainer import Trainer

__all__ = ["evaluate", "Trainer"]
