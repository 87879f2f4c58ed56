"""Micro / macro F1 from accumulated per-label confusion counts."""
import torch


def f1_from_counts(tp, fp, fn, eps=1e-12):
    """F1 = 2TP / (2TP + FP + FN); 0 where a label has no support at all."""
    return (2 * tp) / (2 * tp + fp + fn).clamp(min=eps)


class MultiLabelCounts:
    """Streaming TP / FP / FN counters per label."""

    def __init__(self, n_labels):
        self.n_labels = n_labels
        self.reset()

    def reset(self):
        self.tp = torch.zeros(self.n_labels, dtype=torch.float64)
        self.fp = torch.zeros(self.n_labels, dtype=torch.float64)
        self.fn = torch.zeros(self.n_labels, dtype=torch.float64)
        self.n_samples = 0

    def update(self, preds, targets):
        preds = preds.bool()
        targets = targets.bool()
        self.tp += (preds & targets).sum(dim=0).double()
        self.fp += (preds & ~targets).sum(dim=0).double()
        self.fn += (~preds & targets).sum(dim=0).double()
        self.n_samples += preds.shape[0]

    def compute(self):
        per_label = f1_from_counts(self.tp, self.fp, self.fn)
        micro = f1_from_counts(self.tp.sum(), self.fp.sum(), self.fn.sum())
        return {
            "micro_f1": float(micro),
            "macro_f1": float(per_label.mean()),
            "per_label_f1": per_label.tolist(),
            "n_samples": self.n_samples,
        }
