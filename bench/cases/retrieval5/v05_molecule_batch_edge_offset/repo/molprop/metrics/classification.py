"""ROC-AUC via the rank statistic (ties get average rank)."""
import torch


def roc_auc(scores, labels):
    mask = ~torch.isnan(labels)
    s, y = scores[mask].double(), labels[mask].double()
    n_pos = y.sum()
    n_neg = y.numel() - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    order = torch.argsort(s)
    ranks = torch.empty_like(s)
    ranks[order] = torch.arange(1, s.numel() + 1, dtype=s.dtype)
    for v in torch.unique(s):
        tie = s == v
        if tie.sum() > 1:
            ranks[tie] = ranks[tie].mean()
    return ((ranks[y == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()
