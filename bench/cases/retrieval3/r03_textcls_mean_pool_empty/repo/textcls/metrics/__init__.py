from textcls.metrics.classification import accuracy, confusion_matrix, macro_f1

__all__ = ["accuracy", "confusion_matrix", "macro_f1"]
