import torch


def logloss(p, y, eps=1e-7):
    p = p.clamp(eps, 1 - eps)
    return -(y * p.log() + (1 - y) * (1 - p).log()).mean().item()


def auc(scores, y):
    order = torch.argsort(scores)
    ranks = torch.empty_like(order, dtype=torch.float64)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.float64)
    pos = y.bool()
    n_pos, n_neg = pos.sum().item(), (~pos).sum().item()
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()
