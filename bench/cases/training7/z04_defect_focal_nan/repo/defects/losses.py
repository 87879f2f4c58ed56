import torch


def sigmoid_focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    """Focal loss (Lin et al. 2017) for dense binary targets, averaged over the positive pixels."""
    p = torch.sigmoid(logits)
    pos_term = -alpha * (1 - p) ** gamma * targets * torch.log(p)
    neg_term = -(1 - alpha) * p ** gamma * (1 - targets) * torch.log(1 - p)
    loss = pos_term + neg_term
    return loss.sum() / targets.sum().clamp_min(1.0)
