import torch

from ..distances import pairwise


class FlatIndex:
    """Brute-force index for ad-hoc queries against a fixed gallery (e.g. a product catalogue)."""

    def __init__(self, metric="cosine"):
        self.metric = metric
        self.vectors = None
        self.ids = None

    def add(self, vectors, ids=None):
        vectors = vectors.detach().float()
        ids = torch.arange(vectors.shape[0]) if ids is None else torch.as_tensor(ids)
        self.vectors = vectors if self.vectors is None else torch.cat([self.vectors, vectors])
        self.ids = ids if self.ids is None else torch.cat([self.ids, ids])

    @torch.no_grad()
    def search(self, queries, k=5, exclude_ids=None):
        d = pairwise(queries.float(), self.vectors, self.metric)
        if exclude_ids is not None:
            d = d.masked_fill(self.ids[None, :] == torch.as_tensor(exclude_ids)[:, None], float("inf"))
        dist, idx = d.topk(min(k, d.shape[1]), dim=1, largest=False)
        return dist, self.ids[idx]
