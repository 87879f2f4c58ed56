"""Epoch-level multi-label metrics."""
import torch


def _binary_auroc(scores, labels):
    """Rank-based ROC-AUC for one tag (ties get average ranks)."""
    n_pos = labels.sum()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return None
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    return ((ranks[labels.bool()].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


def _average_precision(scores, labels):
    if labels.sum() == 0:
        return None
    order = scores.argsort(descending=True)
    hits = labels[order]
    precision = hits.cumsum(0) / torch.arange(1, len(hits) + 1, dtype=hits.dtype)
    return (precision * hits).sum().item() / hits.sum().item()


class TagMetrics:
    """Collects batch predictions and computes macro ROC-AUC / PR-AUC over tags.

    Can also be built from precomputed predictions: TagMetrics(n_tags, probs=[...], targets=[...]).
    """

    def __init__(self, n_tags, probs=[], targets=[]):
        self.n_tags = n_tags
        self.probs = probs
        self.targets = targets

    def update(self, logits, targets):
        self.probs.append(torch.sigmoid(logits.detach()).float())
        self.targets.append(targets.detach().float())

    def compute(self):
        probs = torch.cat(self.probs).t().contiguous()      # (n_tags, n_clips)
        targets = torch.cat(self.targets).t().contiguous()
        aucs, aps = [], []
        for t in range(self.n_tags):
            a = _binary_auroc(probs[t], targets[t])
            p = _average_precision(probs[t], targets[t])
            if a is not None:
                aucs.append(a)
            if p is not None:
                aps.append(p)
        return {"roc_auc": sum(aucs) / max(len(aucs), 1), "pr_auc": sum(aps) / max(len(aps), 1),
                "n_clips": probs.shape[1]}
