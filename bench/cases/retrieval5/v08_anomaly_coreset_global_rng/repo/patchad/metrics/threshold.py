"""Operating point selection."""
import torch


def best_f1_threshold(scores, labels):
    scores = torch.as_tensor(scores, dtype=torch.float64)
    labels = torch.as_tensor(labels).bool()
    best_f1, best_t = 0.0, float(scores.max())
    for t in torch.unique(scores):
        pred = scores >= t
        tp = (pred & labels).sum().item()
        fp = (pred & ~labels).sum().item()
        fn = (~pred & labels).sum().item()
        f1 = 2 * tp / max(2 * tp + fp + fn, 1)
        if f1 > best_f1:
            best_f1, best_t = f1, float(t)
    return best_t, best_f1
