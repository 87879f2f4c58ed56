import torch
import torch.nn.functional as F


def bpr_loss(pos_scores: torch.Tensor, neg_scores: torch.Tensor) -> torch.Tensor:
    return -F.logsigmoid(pos_scores - neg_scores).mean()


def pointwise_bce(scores: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    return F.binary_cross_entropy_with_logits(scores, labels)


def sequential_bce(pos_logits, neg_logits, target_items):
    """SASRec loss on non-padding positions."""
    mask = target_items.ne(0).float()
    loss = F.binary_cross_entropy_with_logits(pos_logits, torch.ones_like(pos_logits), reduction="none")
    loss = loss + F.binary_cross_entropy_with_logits(neg_logits, torch.zeros_like(neg_logits), reduction="none")
    return (loss * mask).sum() / mask.sum().clamp(min=1)
