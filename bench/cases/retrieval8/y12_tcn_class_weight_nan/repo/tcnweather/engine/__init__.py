from tcnweather.engine.evaluation import evaluate
from tcnweather.engine.trainer import fit, train_one_epoch

__all__ = ["evaluate", "fit", "train_one_epoch"]
