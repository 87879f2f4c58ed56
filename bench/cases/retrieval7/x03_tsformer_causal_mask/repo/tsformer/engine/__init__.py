from tsformer.engine.evaluate import evaluate_forecast
from tsformer.engine.trainer import Trainer

__all__ = ["Trainer", "evaluate_forecast"]
