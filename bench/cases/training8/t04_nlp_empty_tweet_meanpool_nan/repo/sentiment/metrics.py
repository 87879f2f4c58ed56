import torch


def binary_accuracy(logits, labels):
    return ((logits > 0).float() == labels).float().mean().item()


def f1_score(logits, labels):
    pred = logits > 0
    gold = labels > 0.5
    tp = (pred & gold).sum().item()
    fp = (pred & ~gold).sum().item()
    fn = (~pred & gold).sum().item()
    return 2 * tp / max(2 * tp + fp + fn, 1)
