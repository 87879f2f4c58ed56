from .predictor import predict_rows
from .trainer import TabularTrainer

__all__ = ["predict_rows", "TabularTrainer"]
