from .trainer import Trainer
from .callbacks import EarlyStopping, CheckpointSaver

__all__ = ["Trainer", "EarlyStopping", "CheckpointSaver"]
