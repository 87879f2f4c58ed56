import torch


def auroc(scores, labels):
    """Rank-based AUROC (Mann-Whitney U); ties get average rank."""
    scores, labels = scores.double(), labels.bool()
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.double)
    # average ranks of ties
    uniq, inv, counts = torch.unique(scores, return_inverse=True, return_counts=True)
    sums = torch.zeros(len(uniq), dtype=torch.double).index_add_(0, inv, ranks)
    ranks = (sums / counts)[inv]
    n_pos, n_neg = labels.sum().item(), (~labels).sum().item()
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return ((ranks[labels].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()
