import torch
import torch.nn as nn
import torch.nn.functional as F


class OhemCrossEntropy(nn.Module):
    """Cross entropy over the hardest pixels (prob of the true class below thresh)."""

    def __init__(self, ignore_index=255, thresh=0.7, min_kept=10000):
        super().__init__()
        self.ignore_index = ignore_index
        self.thresh = thresh
        self.min_kept = min_kept

    def forward(self, logits, target):
        pixel_loss = F.cross_entropy(logits, target, ignore_index=self.ignore_index, reduction="none").view(-1)
        valid = target.view(-1) != self.ignore_index
        pixel_loss = pixel_loss[valid]
        if pixel_loss.numel() == 0:
            return logits.sum() * 0.0
        loss_thresh = -torch.log(torch.tensor(self.thresh, device=logits.device))
        sorted_loss, _ = pixel_loss.sort(descending=True)
        k = min(self.min_kept, sorted_loss.numel() - 1)
        if sorted_loss[k] > loss_thresh:
            kept = sorted_loss[sorted_loss > loss_thresh]
        else:
            kept = sorted_loss[:k + 1]
        return kept.mean()
