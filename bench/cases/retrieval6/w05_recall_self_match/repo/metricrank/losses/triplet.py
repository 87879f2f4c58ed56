import torch
from torch import nn

from ..distances import pairwise


class TripletMarginLoss(nn.Module):
    def __init__(self, margin=0.2, metric="euclidean", soft=False):
        super().__init__()
        self.margin = margin
        self.metric = metric
        self.soft = soft

    def forward(self, emb, labels, triplets):
        a, p, n = triplets
        if a.numel() == 0:
            return emb.sum() * 0.0
        dist = pairwise(emb, emb, self.metric)
        diff = dist[a, p] - dist[a, n]
        if self.soft:
            return torch.nn.functional.softplus(diff).mean()
        return torch.relu(diff + self.margin).mean()
