import torch
from torch import nn

from ..distances import pairwise
from ..miners.masks import label_masks


class ContrastiveLoss(nn.Module):
    """Pair loss over all positive pairs and negative pairs closer than ``neg_margin``."""

    def __init__(self, pos_margin=0.0, neg_margin=1.0, metric="euclidean"):
        super().__init__()
        self.pos_margin = pos_margin
        self.neg_margin = neg_margin
        self.metric = metric

    def forward(self, emb, labels, triplets=None):
        dist = pairwise(emb, emb, self.metric)
        pos, neg = label_masks(labels)
        pos_loss = torch.relu(dist[pos] - self.pos_margin)
        neg_loss = torch.relu(self.neg_margin - dist[neg])
        n_pos = (pos_loss > 0).sum().clamp(min=1)
        n_neg = (neg_loss > 0).sum().clamp(min=1)
        return pos_loss.sum() / n_pos + neg_loss.sum() / n_neg
