from .evaluator import FullRankingEvaluator, LeaveOneOutEvaluator, build_evaluator
from .trainer import RecTrainer

__all__ = ["FullRankingEvaluator", "LeaveOneOutEvaluator", "build_evaluator", "RecTrainer"]
