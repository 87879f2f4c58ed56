"""Distance functions used for scoring."""
import torch


def pairwise_sq_dists(a, b):
    """Squared Euclidean distances between rows of a (N, C) and b (M, C) -> (N, M)."""
    d2 = (a * a).sum(1, keepdim=True) - 2 * a @ b.t() + (b * b).sum(1).unsqueeze(0)
    return d2.clamp(min=0.0)


def mahalanobis_sq(x, mean, inv_cov):
    """x: (P, B, C), mean: (P, C), inv_cov: (P, C, C) -> (P, B)."""
    diff = x - mean.unsqueeze(1)
    return torch.einsum("pbc,pcd,pbd->pb", diff, inv_cov, diff)
