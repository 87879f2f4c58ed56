from molprop.engine.evaluate import evaluate
from molprop.engine.trainer import Trainer

__all__ = ["evaluate", "Trainer"]
