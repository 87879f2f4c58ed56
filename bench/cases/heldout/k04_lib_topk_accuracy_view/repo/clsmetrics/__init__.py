"""Small collection of classification metrics on torch tensors."""
from .metrics import accuracy, confusion_matrix, per_class_recall
from .meters import AverageMeter

__all__ = ["accuracy", "confusion_matrix", "per_class_recall", "AverageMeter"]
__version__ = "0.3.1"
