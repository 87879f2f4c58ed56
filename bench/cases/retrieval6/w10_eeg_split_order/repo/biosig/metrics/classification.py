from collections import defaultdict

import torch


def confusion_matrix(preds, targets, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.long)
    for t, p in zip(targets.tolist(), preds.tolist()):
        cm[t, p] += 1
    return cm


def accuracy(preds, targets):
    return (preds == targets).float().mean().item() if len(targets) else 0.0


def balanced_accuracy(preds, targets, num_classes):
    cm = confusion_matrix(preds, targets, num_classes).float()
    recall = cm.diag() / cm.sum(dim=1).clamp(min=1)
    present = cm.sum(dim=1) > 0
    return recall[present].mean().item()


def per_subject_accuracy(preds, targets, subjects):
    hits, totals = defaultdict(int), defaultdict(int)
    for p, t, s in zip(preds.tolist(), targets.tolist(), subjects):
        hits[s] += int(p == t)
        totals[s] += 1
    return {s: hits[s] / totals[s] for s in sorted(totals)}
