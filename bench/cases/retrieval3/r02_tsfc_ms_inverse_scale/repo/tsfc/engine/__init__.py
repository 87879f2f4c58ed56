from tsfc.engine.evaluator import evaluate
from tsfc.engine.predictor import Forecaster
from tsfc.engine.trainer import train

__all__ = ["evaluate", "Forecaster", "train"]
