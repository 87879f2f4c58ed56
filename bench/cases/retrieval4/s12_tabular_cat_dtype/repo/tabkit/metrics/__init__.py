from .binary import binary_accuracy, log_loss, roc_auc

__all__ = ["binary_accuracy", "log_loss", "roc_auc"]
