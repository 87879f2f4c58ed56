import torch

from ..distances import pairwise
from .masks import label_masks


class BatchHardMiner:
    """For each anchor: the farthest positive and the closest negative in the batch."""

    def __init__(self, metric="euclidean"):
        self.metric = metric

    @torch.no_grad()
    def __call__(self, emb, labels):
        dist = pairwise(emb, emb, self.metric)
        pos, neg = label_masks(labels)
        valid = pos.any(1) & neg.any(1)
        hardest_pos = torch.where(pos, dist, torch.full_like(dist, float("-inf"))).argmax(1)
        hardest_neg = torch.where(neg, dist, torch.full_like(dist, float("inf"))).argmin(1)
        anchors = torch.arange(emb.shape[0], device=emb.device)[valid]
        return anchors, hardest_pos[valid], hardest_neg[valid]
