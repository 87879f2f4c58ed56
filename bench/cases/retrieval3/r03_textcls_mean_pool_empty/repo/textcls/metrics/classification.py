import torch


def accuracy(pred, target):
    return (pred == target).float().mean().item()


def confusion_matrix(pred, target, num_classes):
    idx = target * num_classes + pred
    return torch.bincount(idx, minlength=num_classes ** 2).view(num_classes, num_classes)


def macro_f1(pred, target, num_classes):
    cm = confusion_matrix(pred, target, num_classes).double()
    tp = cm.diag()
    prec = tp / cm.sum(0).clamp(min=1)
    rec = tp / cm.sum(1).clamp(min=1)
    f1 = 2 * prec * rec / (prec + rec).clamp(min=1e-12)
    return f1.mean().item()
