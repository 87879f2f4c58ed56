from .metrics import hit_rate, ndcg, reciprocal_rank
from .evaluator import LeaveOneOutEvaluator

__all__ = ["hit_rate", "ndcg", "reciprocal_rank", "LeaveOneOutEvaluator"]
