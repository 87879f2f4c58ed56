import math

import torch


def roc_auc(scores, labels):
    """Mann-Whitney U formulation with average ranks for ties."""
    scores, labels = scores.double(), labels.bool()
    n_pos, n_neg = int(labels.sum()), int((~labels).sum())
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.double)
    uniq, inverse = torch.unique(scores, return_inverse=True)
    mean_rank = torch.zeros(len(uniq), dtype=torch.double).index_add_(0, inverse, ranks)
    mean_rank /= torch.bincount(inverse).double()
    ranks = mean_rank[inverse]
    return float((ranks[labels].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def binary_metrics(logits, y):
    p = torch.sigmoid(logits.squeeze(-1))
    eps = 1e-7
    logloss = -(y * torch.log(p + eps) + (1 - y) * torch.log(1 - p + eps)).mean().item()
    return {"auc": roc_auc(p, y), "logloss": logloss, "acc": ((p >= 0.5).long() == y).float().mean().item()}


def multiclass_metrics(logits, y):
    logp = torch.log_softmax(logits, dim=-1)
    nll = -logp.gather(1, y[:, None]).mean().item()
    return {"logloss": nll, "acc": (logits.argmax(-1) == y).float().mean().item(), "auc": math.nan}
