import torch
import torch.nn as nn


class QuantileLoss(nn.Module):
    """Pinball loss; pred has a trailing quantile dim [B, H, C, Q]."""

    def __init__(self, quantiles=(0.1, 0.5, 0.9)):
        super().__init__()
        self.register_buffer("q", torch.tensor(quantiles))

    def forward(self, pred, target):
        if pred.dim() == target.dim():
            pred = pred.unsqueeze(-1)
        diff = target.unsqueeze(-1) - pred
        return torch.maximum(self.q * diff, (self.q - 1) * diff).mean()
