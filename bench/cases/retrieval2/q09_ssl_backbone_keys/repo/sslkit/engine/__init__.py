from .knn import knn_accuracy
from .linear import LinearProbe
from .pretrain import Pretrainer

__all__ = ["knn_accuracy", "LinearProbe", "Pretrainer"]
