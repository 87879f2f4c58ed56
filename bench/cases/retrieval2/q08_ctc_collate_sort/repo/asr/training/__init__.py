from .trainer import CTCTrainer, noam_lambda

__all__ = ["CTCTrainer", "noam_lambda"]
