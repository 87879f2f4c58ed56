"""Multi-task losses that skip missing (NaN) labels."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class MaskedMSELoss(nn.Module):
    def forward(self, pred, target):
        mask = ~torch.isnan(target)
        if mask.sum() == 0:
            return pred.sum() * 0.0
        return F.mse_loss(pred[mask], target[mask])


class MaskedBCELoss(nn.Module):
    def forward(self, logits, target):
        mask = ~torch.isnan(target)
        if mask.sum() == 0:
            return logits.sum() * 0.0
        return F.binary_cross_entropy_with_logits(logits[mask], target[mask])
