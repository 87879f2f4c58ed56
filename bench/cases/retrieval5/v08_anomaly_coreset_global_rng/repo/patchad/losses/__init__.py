from .distance import mahalanobis_sq, pairwise_sq_dists

__all__ = ["pairwise_sq_dists", "mahalanobis_sq"]
