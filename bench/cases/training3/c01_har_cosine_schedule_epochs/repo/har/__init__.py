"""Human activity recognition from 6-axis IMU windows."""
from .config import TrainConfig
from .trainer import Trainer

__all__ = ["TrainConfig", "Trainer"]
