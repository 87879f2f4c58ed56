import torch


def accuracy(logits, target):
    return (logits.argmax(dim=-1) == target).float().mean().item()


def confusion_matrix(pred, target, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.long)
    idx = target * num_classes + pred
    cm += torch.bincount(idx, minlength=num_classes ** 2).view(num_classes, num_classes)
    return cm


def per_class_recall(cm):
    """Rows are true classes."""
    return cm.diag().float() / cm.sum(dim=1).clamp(min=1).float()


def macro_f1(cm):
    tp = cm.diag().float()
    prec = tp / cm.sum(dim=0).clamp(min=1).float()
    rec = tp / cm.sum(dim=1).clamp(min=1).float()
    return (2 * prec * rec / (prec + rec).clamp(min=1e-8)).mean().item()
