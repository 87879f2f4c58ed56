import torch
import torch.nn as nn
import torch.nn.functional as F


def class_weights_from_labels(y, n_classes):
    counts = torch.bincount(y, minlength=n_classes).float().clamp(min=1)
    return counts.sum() / (n_classes * counts)


class TabularLoss(nn.Module):
    def __init__(self, n_classes, weights=None):
        super().__init__()
        self.n_classes = n_classes
        self.register_buffer("weights", weights if weights is not None else torch.ones(n_classes))

    def forward(self, logits, y):
        if self.n_classes == 2:
            pos_weight = self.weights[1] / self.weights[0]
            return F.binary_cross_entropy_with_logits(logits.squeeze(-1), y.float(), pos_weight=pos_weight)
        return F.cross_entropy(logits, y, weight=self.weights)
