"""Token-level accuracy."""
import torch


def topk_accuracy(logits, targets, k=1, ignore_index=0):
    """Fraction of non-ignored positions whose target is in the top-k predictions."""
    topk = torch.topk(logits, k, dim=-1).indices
    hit = (topk == targets.unsqueeze(-1)).any(dim=-1)
    mask = targets != ignore_index
    return (hit & mask).sum().item() / max(mask.sum().item(), 1)
