from .callbacks import BestModelKeeper, EarlyStopping
from .distill import Distiller
from .supervised import evaluate, train_supervised

__all__ = ["BestModelKeeper", "EarlyStopping", "Distiller", "evaluate", "train_supervised"]
