"""Scale-invariant log loss (Eigen et al. 2014), in the BTS / AdaBins form:

    L = scale * sqrt( mean(d^2) - lambda * mean(d)^2 ),   d = log(pred) - log(gt)

computed per image over its valid pixels and averaged over the batch.
"""
import torch
import torch.nn as nn

from tinydepth.losses.pixel import valid_mask


class ScaleInvariantLogLoss(nn.Module):
    def __init__(self, variance_focus=0.85, scale=10.0, eps=1e-6):
        super().__init__()
        self.variance_focus = float(variance_focus)
        self.scale = float(scale)
        self.eps = float(eps)

    def forward(self, pred, target, mask=None):
        if mask is None:
            mask = valid_mask(target)
        mask = mask.float()
        log_diff = torch.log(pred.clamp(min=self.eps)) - torch.log(target.clamp(min=self.eps))
        log_diff = (log_diff * mask).flatten(1)
        num_valid = mask.flatten(1).sum(dim=1)
        mean_d = log_diff.sum(dim=1) / num_valid
        mean_d2 = log_diff.pow(2).sum(dim=1) / num_valid
        var = (mean_d2 - self.variance_focus * mean_d.pow(2)).clamp(min=0.0)
        per_image = torch.sqrt(var + self.eps)
        return self.scale * per_image.mean()
