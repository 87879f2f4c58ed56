import torch


def accuracy(logits, y):
    return (logits.argmax(1) == y).float().mean().item()


def confusion_matrix(pred, y, n_classes):
    cm = torch.zeros(n_classes, n_classes, dtype=torch.long)
    for p, t in zip(pred.tolist(), y.tolist()):
        cm[t, p] += 1
    return cm


def macro_f1(cm):
    tp = cm.diag().float()
    prec = tp / cm.sum(0).clamp(min=1)
    rec = tp / cm.sum(1).clamp(min=1)
    f1 = 2 * prec * rec / (prec + rec).clamp(min=1e-12)
    return f1.mean().item()
