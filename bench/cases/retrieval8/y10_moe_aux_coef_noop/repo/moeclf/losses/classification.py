"""Classification objectives."""

import torch.nn.functional as F


def classification_loss(logits, targets, label_smoothing=0.0):
    return F.cross_entropy(logits, targets, label_smoothing=label_smoothing)
