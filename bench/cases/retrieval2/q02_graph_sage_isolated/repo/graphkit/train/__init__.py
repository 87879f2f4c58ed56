from .loop import fit, evaluate
from .early_stop import EarlyStopper

__all__ = ["fit", "evaluate", "EarlyStopper"]
