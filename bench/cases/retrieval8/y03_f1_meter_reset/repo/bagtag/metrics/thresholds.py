"""Turning sigmoid probabilities into label sets."""
import torch

from .f1 import f1_from_counts


def apply_thresholds(probs, thresholds):
    """``thresholds`` may be a float or a per-label tensor."""
    thr = torch.as_tensor(thresholds, dtype=probs.dtype)
    return probs >= thr


def top_k_predictions(probs, k=1):
    idx = probs.topk(k, dim=1).indices
    return torch.zeros_like(probs, dtype=torch.bool).scatter_(1, idx, True)


def tune_thresholds(probs, targets, grid=None):
    """Per-label threshold maximising that label's F1 on held-out data."""
    if grid is None:
        grid = torch.linspace(0.05, 0.95, 19)
    targets = targets.bool()
    best_thr = torch.full((probs.shape[1],), 0.5)
    best_f1 = torch.full((probs.shape[1],), -1.0, dtype=torch.float64)
    for thr in grid:
        preds = probs >= thr
        tp = (preds & targets).sum(dim=0).double()
        fp = (preds & ~targets).sum(dim=0).double()
        fn = (~preds & targets).sum(dim=0).double()
        f1 = f1_from_counts(tp, fp, fn)
        better = f1 > best_f1
        best_f1 = torch.where(better, f1, best_f1)
        best_thr = torch.where(better, thr.expand_as(best_thr), best_thr)
    return best_thr
