from .ranking import hit_rate_at_k, mrr_at_k, ndcg_at_k, ndcg_from_rank, recall_at_k

__all__ = ["hit_rate_at_k", "mrr_at_k", "ndcg_at_k", "ndcg_from_rank", "recall_at_k"]
