from dualenc.metrics.retrieval import recall_at_k, retrieval_metrics

__all__ = ["recall_at_k", "retrieval_metrics"]
