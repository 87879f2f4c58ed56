from .detector import Detector
from .trainer import train_model

__all__ = ["Detector", "train_model"]
