import torch


def accuracy(logits, targets):
    return (logits.argmax(dim=1) == targets).float().mean().item()


def per_class_accuracy(preds, targets, num_classes):
    out = []
    for c in range(num_classes):
        m = targets == c
        out.append((preds[m] == c).float().mean().item() if m.any() else float("nan"))
    return out
