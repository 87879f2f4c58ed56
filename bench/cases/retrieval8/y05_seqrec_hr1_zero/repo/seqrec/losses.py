import torch
import torch.nn.functional as F


def bpr_loss(pos_scores, neg_scores):
    """pos: (B,), neg: (B, N). Mean over all (pos, neg) pairs."""
    return -F.logsigmoid(pos_scores.unsqueeze(1) - neg_scores).mean()


def bce_loss(pos_scores, neg_scores):
    pos = F.binary_cross_entropy_with_logits(pos_scores, torch.ones_like(pos_scores))
    neg = F.binary_cross_entropy_with_logits(neg_scores, torch.zeros_like(neg_scores))
    return pos + neg


def sampled_softmax_loss(pos_scores, neg_scores):
    logits = torch.cat([pos_scores.unsqueeze(1), neg_scores], dim=1)
    labels = torch.zeros(logits.size(0), dtype=torch.long, device=logits.device)
    return F.cross_entropy(logits, labels)


LOSSES = {"bpr": bpr_loss, "bce": bce_loss, "softmax": sampled_softmax_loss}


def get_loss(name):
    try:
        return LOSSES[name]
    except KeyError as exc:
        raise KeyError(f"unknown loss {name!r}, choose from {sorted(LOSSES)}") from exc
