import torch.nn.functional as F


def bpr_loss(pos_scores, neg_scores):
    """pos_scores [B], neg_scores [B, K]."""
    return -F.logsigmoid(pos_scores.unsqueeze(1) - neg_scores).mean()
