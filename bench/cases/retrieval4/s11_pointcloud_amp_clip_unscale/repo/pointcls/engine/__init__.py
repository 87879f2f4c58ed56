from .trainer import Trainer, evaluate

__all__ = ["Trainer", "evaluate"]
