from seqrec.eval.evaluator import Evaluator
from seqrec.eval.rank_metrics import hit_rate_at_k, mrr, ndcg_at_k

__all__ = ["Evaluator", "hit_rate_at_k", "ndcg_at_k", "mrr"]
