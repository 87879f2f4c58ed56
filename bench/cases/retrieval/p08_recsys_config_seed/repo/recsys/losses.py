import torch
import torch.nn.functional as F


def bce_loss(logits, labels):
    return F.binary_cross_entropy_with_logits(logits, labels)


def bpr_loss(pos_scores, neg_scores):
    return -F.logsigmoid(pos_scores - neg_scores).mean()


def sampled_softmax_loss(pos_scores, neg_scores, temperature=1.0):
    """pos_scores: (B,), neg_scores: (B, K)."""
    logits = torch.cat([pos_scores[:, None], neg_scores], 1) / temperature
    return F.cross_entropy(logits, torch.zeros(len(logits), dtype=torch.long))


def l2_reg(*tensors, weight=1e-4):
    return weight * sum(t.pow(2).sum() for t in tensors) / max(1, tensors[0].shape[0])
