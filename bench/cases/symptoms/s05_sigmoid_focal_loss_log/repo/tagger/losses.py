import torch


def sigmoid_focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    """Focal loss (Lin et al. 2017) for multi-label targets.

    Normalized by the number of positive labels in the batch, as in RetinaNet.
    """
    p = torch.sigmoid(logits)
    pos_term = -alpha * (1 - p) ** gamma * torch.log(p)
    neg_term = -(1 - alpha) * p ** gamma * torch.log(1 - p)
    loss = targets * pos_term + (1 - targets) * neg_term
    return loss.sum() / targets.sum().clamp(min=1.0)
