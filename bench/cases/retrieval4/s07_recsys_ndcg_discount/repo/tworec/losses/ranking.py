import torch
import torch.nn.functional as F


def bpr_loss(pos_scores, neg_scores):
    return -F.logsigmoid(pos_scores - neg_scores).mean()


def pointwise_bce(scores, labels):
    return F.binary_cross_entropy_with_logits(scores, labels)


def in_batch_softmax_loss(user_vecs, item_vecs, temperature=0.1):
    logits = user_vecs @ item_vecs.T / temperature
    labels = torch.arange(logits.size(0), device=logits.device)
    return F.cross_entropy(logits, labels)
