"""Multi-label ranking metrics."""
import torch


def average_precision(scores: torch.Tensor, target: torch.Tensor) -> float:
    """AP for one class; scores and target are 1-D."""
    if target.sum() == 0:
        return float("nan")
    order = torch.argsort(scores, descending=True)
    hits = target[order]
    cum_hits = torch.cumsum(hits, dim=0)
    precision = cum_hits / torch.arange(1, len(hits) + 1, dtype=torch.float32)
    return float((precision * hits).sum() / hits.sum())


def mean_average_precision(scores: torch.Tensor, target: torch.Tensor) -> float:
    aps = [average_precision(scores[:, k], target[:, k]) for k in range(scores.shape[1])]
    aps = [a for a in aps if a == a]
    return sum(aps) / max(len(aps), 1)


def lwlrap(scores: torch.Tensor, target: torch.Tensor) -> float:
    """Label-weighted label-ranking average precision (DCASE)."""
    total, n_labels = 0.0, 0
    for s, t in zip(scores, target):
        pos = torch.nonzero(t > 0).flatten()
        if len(pos) == 0:
            continue
        ranks = (s[None, :] >= s[pos][:, None]).sum(dim=1).float()
        pos_ranks = (s[pos][None, :] >= s[pos][:, None]).sum(dim=1).float()
        total += float((pos_ranks / ranks).sum())
        n_labels += len(pos)
    return total / max(n_labels, 1)


def f1_at_threshold(scores: torch.Tensor, target: torch.Tensor, threshold: float = 0.5) -> dict:
    pred = (scores >= threshold).float()
    tp = (pred * target).sum(dim=0)
    fp = (pred * (1 - target)).sum(dim=0)
    fn = ((1 - pred) * target).sum(dim=0)
    per_class = 2 * tp / (2 * tp + fp + fn).clamp(min=1)
    micro = 2 * tp.sum() / (2 * tp.sum() + fp.sum() + fn.sum()).clamp(min=1)
    return {"macro_f1": per_class.mean().item(), "micro_f1": micro.item()}
