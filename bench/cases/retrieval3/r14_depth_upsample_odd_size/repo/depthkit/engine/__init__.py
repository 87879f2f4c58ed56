from depthkit.engine.evaluator import evaluate, predict_depth
from depthkit.engine.trainer import train

__all__ = ["evaluate", "predict_depth", "train"]
