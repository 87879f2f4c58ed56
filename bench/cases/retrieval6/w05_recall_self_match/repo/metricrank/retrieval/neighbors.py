import torch

from ..distances import cosine_similarity, euclidean_distance


@torch.no_grad()
def topk_neighbors(query, gallery, k, metric="cosine", exclude_self=False):
    """Indices [Q, k] of the k nearest gallery items for every query, best first.

    ``exclude_self`` is for the usual protocol where query set == gallery set: an item must
    never be returned as its own neighbour.
    """
    k = min(k, gallery.shape[0] - int(exclude_self))
    if metric == "cosine":
        scores = cosine_similarity(query, gallery)
        if exclude_self:
            scores.fill_diagonal_(float("-inf"))
        return scores.topk(k, dim=1).indices
    if metric == "euclidean":
        dist = euclidean_distance(query, gallery)
        if exclude_self:
            dist.fill_diagonal_(float("-inf"))
        return dist.topk(k, dim=1, largest=False).indices
    raise ValueError(f"unsupported retrieval metric {metric}")
