from .classification import accuracy, balanced_accuracy, confusion_matrix, per_subject_accuracy

__all__ = ["accuracy", "balanced_accuracy", "confusion_matrix", "per_subject_accuracy"]
