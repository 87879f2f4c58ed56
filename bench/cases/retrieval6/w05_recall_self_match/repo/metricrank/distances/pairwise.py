import torch
import torch.nn.functional as F


def squared_euclidean(x, y):
    """[N, D] x [M, D] -> [N, M] squared L2 distances (clamped at 0 for numerical safety)."""
    d = x.pow(2).sum(1, keepdim=True) - 2 * x @ y.t() + y.pow(2).sum(1)[None]
    return d.clamp(min=0)


def euclidean_distance(x, y, eps=1e-12):
    d2 = squared_euclidean(x, y)
    # sqrt has an infinite gradient at 0; keep exact zeros out of it
    zero = d2 <= eps
    d = torch.sqrt(d2 + zero.float() * eps)
    return d * (~zero).float()


def cosine_similarity(x, y):
    return F.normalize(x, dim=1) @ F.normalize(y, dim=1).t()


def pairwise(x, y, metric="euclidean"):
    """Returns a *distance* matrix for every metric (cosine -> 1 - similarity)."""
    if metric == "euclidean":
        return euclidean_distance(x, y)
    if metric == "sqeuclidean":
        return squared_euclidean(x, y)
    if metric == "cosine":
        return 1.0 - cosine_similarity(x, y)
    raise ValueError(f"unknown metric {metric}")
