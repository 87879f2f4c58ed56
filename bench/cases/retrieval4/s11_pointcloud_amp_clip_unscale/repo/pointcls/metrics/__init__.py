from .cls_metrics import ClassAccuracy

__all__ = ["ClassAccuracy"]
