import torch


def auroc(scores, labels):
    """Rank-based AUROC (Mann-Whitney U)."""
    labels = labels.bool()
    order = torch.argsort(scores)
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    n_pos = labels.sum().item()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return ((ranks[labels].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


def accuracy(probs, labels, threshold=0.5):
    return ((probs > threshold).long() == labels).float().mean().item()
