from vidrec.engine.evaluator import MultiViewEvaluator
from vidrec.engine.trainer import train_one_epoch

__all__ = ["MultiViewEvaluator", "train_one_epoch"]
