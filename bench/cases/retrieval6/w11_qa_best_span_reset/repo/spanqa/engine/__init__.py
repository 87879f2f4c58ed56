from .trainer import Trainer
from .evaluator import evaluate_qa, collect_logits

__all__ = ["Trainer", "evaluate_qa", "collect_logits"]
