import torch


def _binary_auroc(scores, y):
    n_pos = y.sum()
    n_neg = len(y) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    ranks = torch.empty_like(scores)
    ranks[torch.argsort(scores)] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    return float((ranks[y == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


class MultilabelAUROC:
    """Epoch-level macro AUROC: accumulate with update(), read with compute(), clear with reset()."""

    def __init__(self):
        self.reset()

    def reset(self):
        self._scores, self._targets = [], []

    def update(self, logits, targets):
        self._scores.append(logits.detach())
        self._targets.append(targets.detach())

    def compute(self):
        s, t = torch.cat(self._scores), torch.cat(self._targets)
        vals = [_binary_auroc(s[:, k], t[:, k]) for k in range(s.shape[1])]
        vals = [v for v in vals if v == v]
        return sum(vals) / len(vals)
