import torch
import torch.nn.functional as F


def tagging_loss(logits, targets, mask=None, pos_weight=None):
    """Binary cross-entropy over classes; with `mask`, unannotated classes do not count."""
    if mask is None:
        return F.binary_cross_entropy_with_logits(logits, targets, pos_weight=pos_weight)
    probs = torch.sigmoid(logits)
    probs[~mask] = 0.0
    targets = targets * mask
    loss = F.binary_cross_entropy(probs, targets, reduction="sum")
    return loss / mask.sum().clamp_min(1)


def focal_loss(logits, targets, gamma=2.0, alpha=0.25):
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    a_t = alpha * targets + (1 - alpha) * (1 - targets)
    return (a_t * (1 - p_t) ** gamma * ce).mean()
