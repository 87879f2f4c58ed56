from .trainer import Trainer
from .metrics import binary_metrics, multiclass_metrics

__all__ = ["Trainer", "binary_metrics", "multiclass_metrics"]
