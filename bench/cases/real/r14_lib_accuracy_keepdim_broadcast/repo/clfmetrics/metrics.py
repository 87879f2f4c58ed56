"""Metrics that take raw logits (batch, num_classes) and integer targets (batch,)."""
import torch


@torch.no_grad()
def accuracy(logits, target):
    """Fraction of rows whose arg-max class equals the target."""
    pred = logits.argmax(dim=1, keepdim=True)
    return (pred == target).float().mean().item()


@torch.no_grad()
def topk_accuracy(logits, target, k=5):
    """Fraction of rows whose target is among the k highest logits."""
    k = min(k, logits.shape[1])
    topk = logits.topk(k, dim=1).indices              # (batch, k)
    hit = topk.eq(target.view(-1, 1)).any(dim=1)
    return hit.float().mean().item()


@torch.no_grad()
def confusion_matrix(logits, target, num_classes=None):
    """cm[i, j] = number of samples of true class i predicted as class j."""
    num_classes = num_classes or logits.shape[1]
    pred = logits.argmax(dim=1)
    idx = target * num_classes + pred
    return torch.bincount(idx, minlength=num_classes ** 2).view(num_classes, num_classes)


@torch.no_grad()
def macro_f1(logits, target, num_classes=None):
    cm = confusion_matrix(logits, target, num_classes).float()
    tp = cm.diag()
    precision = tp / cm.sum(dim=0).clamp(min=1)
    recall = tp / cm.sum(dim=1).clamp(min=1)
    f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-12)
    return f1.mean().item()
