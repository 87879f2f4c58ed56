import torch


def micro_f1(probs, targets, threshold=0.5):
    pred = (probs >= threshold).float()
    tp = (pred * targets).sum()
    fp = (pred * (1 - targets)).sum()
    fn = ((1 - pred) * targets).sum()
    return (2 * tp / (2 * tp + fp + fn).clamp(min=1)).item()
