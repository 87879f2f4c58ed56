from .trainer import NodeTrainer

__all__ = ["NodeTrainer"]
