"""Supervised contrastive loss (Khosla et al.) for labeled two-view batches."""
import torch
from torch import nn
import torch.nn.functional as F


class SupConLoss(nn.Module):
    def __init__(self, temperature=0.07):
        super().__init__()
        self.temperature = temperature

    def forward(self, z1, z2, labels):
        z = F.normalize(torch.cat([z1, z2], dim=0), dim=1)
        y = torch.cat([labels, labels])
        sim = z @ z.t() / self.temperature
        self_mask = torch.eye(len(y), dtype=torch.bool, device=z.device)
        sim = sim.masked_fill(self_mask, float("-inf"))
        pos = (y[:, None] == y[None, :]) & ~self_mask
        log_prob = sim - torch.logsumexp(sim, dim=1, keepdim=True)
        log_prob = log_prob.masked_fill(~pos, 0.0)
        return -(log_prob.sum(1) / pos.sum(1).clamp(min=1)).mean()
