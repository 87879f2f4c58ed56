from dualenc.engine.evaluator import encode_split, evaluate
from dualenc.engine.trainer import Trainer

__all__ = ["encode_split", "evaluate", "Trainer"]
