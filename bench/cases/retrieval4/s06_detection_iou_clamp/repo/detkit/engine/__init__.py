from .trainer import DetTrainer, evaluate_map

__all__ = ["DetTrainer", "evaluate_map"]
