import torch

from ..retrieval.neighbors import topk_neighbors
from .map_at_r import mean_average_precision_at_r


def recall_at_k(neighbor_labels, labels, ks):
    """Recall@K as used in metric learning: 1 if any of the top-K neighbours shares the label."""
    hit = neighbor_labels == labels[:, None]
    return {f"recall@{k}": float(hit[:, :k].any(1).float().mean()) for k in ks}


class RetrievalMetrics:
    """Leave-one-out retrieval on a labelled set: every item is a query against all others."""

    def __init__(self, ks=(1, 2, 4, 8), metric="cosine", map_at_r=True):
        self.ks = tuple(ks)
        self.metric = metric
        self.map_at_r = map_at_r

    @torch.no_grad()
    def compute(self, embeddings, labels):
        labels = torch.as_tensor(labels)
        counts = torch.bincount(labels - labels.min())
        max_r = int(counts.max()) - 1
        k = max(max(self.ks), max_r)
        nn_idx = topk_neighbors(embeddings, embeddings, k, metric=self.metric, exclude_self=True)
        nn_labels = labels[nn_idx]
        out = recall_at_k(nn_labels, labels, self.ks)
        if self.map_at_r:
            out["map@r"] = mean_average_precision_at_r(nn_labels, labels, counts[labels - labels.min()] - 1)
        return out
