from .trainer import train
from .evaluate import evaluate

__all__ = ["train", "evaluate"]
