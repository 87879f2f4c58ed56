import torch


def masked_accuracy(logits, y, mask):
    return (logits[mask].argmax(-1) == y[mask]).float().mean().item()


def masked_macro_f1(logits, y, mask, n_classes):
    pred, true = logits[mask].argmax(-1), y[mask]
    f1s = []
    for c in range(n_classes):
        tp = ((pred == c) & (true == c)).sum().item()
        fp = ((pred == c) & (true != c)).sum().item()
        fn = ((pred != c) & (true == c)).sum().item()
        f1s.append(0.0 if tp == 0 else 2 * tp / (2 * tp + fp + fn))
    return sum(f1s) / max(len(f1s), 1)
