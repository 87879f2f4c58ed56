from moeclf.engine.evaluate import evaluate
from moeclf.engine.trainer import Trainer

__all__ = ["Trainer", "evaluate"]
