import torch
import torch.nn.functional as F


def masked_lm_loss(logits, labels, loss_mask):
    """Mean cross-entropy over the masked positions of the batch."""
    ce = F.cross_entropy(logits.transpose(1, 2), labels, reduction="none")
    weight = loss_mask.float()
    return (ce * weight).sum() / weight.sum()


@torch.no_grad()
def masked_accuracy(logits, labels, loss_mask):
    hits = (logits.argmax(-1) == labels) & loss_mask
    return hits.sum().item(), loss_mask.sum().item()
