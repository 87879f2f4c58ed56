from .classification import roc_auc
from .regression import mae, r2_score, rmse

__all__ = ["rmse", "mae", "r2_score", "roc_auc"]
