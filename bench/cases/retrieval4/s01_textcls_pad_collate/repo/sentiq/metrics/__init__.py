from .classification import ConfusionMatrix, accuracy, macro_f1

__all__ = ["ConfusionMatrix", "accuracy", "macro_f1"]
