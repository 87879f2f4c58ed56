import copy

import torch
import torch.nn as nn
import torch.nn.functional as F


def mlp_encoder(d_in, hidden=256, dim=128):
    return nn.Sequential(nn.Linear(d_in, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                         nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                         nn.Linear(hidden, dim))


class MoCo(nn.Module):
    """MoCo v2 for tabular data: query encoder, momentum key encoder and a queue of negatives.

    The queue is stored as (dim, K), like in the reference implementation, so that
    q @ queue gives the (batch, K) negative logits directly.
    """

    def __init__(self, d_in, dim=128, K=4096, m=0.99, T=0.2):
        super().__init__()
        self.K, self.m, self.T = K, m, T
        self.encoder_q = mlp_encoder(d_in, dim=dim)
        self.encoder_k = copy.deepcopy(self.encoder_q)
        for p in self.encoder_k.parameters():
            p.requires_grad = False
        self.register_buffer("queue", F.normalize(torch.randn(dim, K), dim=0))

    @torch.no_grad()
    def _momentum_update(self):
        for pq, pk in zip(self.encoder_q.parameters(), self.encoder_k.parameters()):
            pk.mul_(self.m).add_(pq.detach(), alpha=1.0 - self.m)

    @torch.no_grad()
    def _dequeue_and_enqueue(self, keys):
        # newest keys first, keep the K most recent ones
        self.queue = torch.cat([keys.T, self.queue], dim=1)[: self.K]

    def forward(self, x_q, x_k):
        q = F.normalize(self.encoder_q(x_q), dim=1)
        with torch.no_grad():
            self._momentum_update()
            k = F.normalize(self.encoder_k(x_k), dim=1)
        l_pos = (q * k).sum(1, keepdim=True)
        l_neg = q @ self.queue.clone().detach()
        logits = torch.cat([l_pos, l_neg], dim=1) / self.T
        labels = torch.zeros(len(q), dtype=torch.long)
        loss = F.cross_entropy(logits, labels)
        self._dequeue_and_enqueue(k)
        return loss

    @torch.no_grad()
    def embed(self, x):
        self.eval()
        return F.normalize(self.encoder_q(x), dim=1)
