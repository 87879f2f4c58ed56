from .data import make_shapes
from .model import SmallCNN
from .monitor import ActivationMonitor
from .trainer import Trainer

__all__ = ["make_shapes", "SmallCNN", "ActivationMonitor", "Trainer"]
