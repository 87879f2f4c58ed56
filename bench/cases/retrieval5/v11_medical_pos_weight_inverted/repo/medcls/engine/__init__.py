from .evaluator import evaluate_findings, predict_proba
from .trainer import Trainer

__all__ = ["Trainer", "evaluate_findings", "predict_proba"]
