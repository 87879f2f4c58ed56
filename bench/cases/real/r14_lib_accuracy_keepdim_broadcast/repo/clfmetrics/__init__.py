from .metrics import accuracy, topk_accuracy, confusion_matrix, macro_f1
from .evaluate import evaluate

__all__ = ["accuracy", "topk_accuracy", "confusion_matrix", "macro_f1", "evaluate"]
