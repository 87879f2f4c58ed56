import torch

from ..distances import pairwise
from .masks import label_masks


class SemiHardMiner:
    """All (a, p) pairs with the closest negative that is still farther than p (FaceNet semi-hard)."""

    def __init__(self, margin=0.2, metric="euclidean"):
        self.margin = margin
        self.metric = metric

    @torch.no_grad()
    def __call__(self, emb, labels):
        dist = pairwise(emb, emb, self.metric)
        pos, neg = label_masks(labels)
        a_idx, p_idx = pos.nonzero(as_tuple=True)
        d_ap = dist[a_idx, p_idx]
        d_an = dist[a_idx]                                              # [P, N]
        semi = neg[a_idx] & (d_an > d_ap[:, None]) & (d_an < d_ap[:, None] + self.margin)
        cand = torch.where(semi, d_an, torch.full_like(d_an, float("inf")))
        n_idx = cand.argmin(1)
        keep = semi.any(1)
        if not keep.any():   # fall back to the hardest negative
            n_idx = torch.where(neg[a_idx], d_an, torch.full_like(d_an, float("inf"))).argmin(1)
            keep = neg[a_idx].any(1)
        return a_idx[keep], p_idx[keep], n_idx[keep]
