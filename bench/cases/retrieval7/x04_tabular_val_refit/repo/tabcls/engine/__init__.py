from .trainer import evaluate, fit, train_one_epoch

__all__ = ["evaluate", "fit", "train_one_epoch"]
