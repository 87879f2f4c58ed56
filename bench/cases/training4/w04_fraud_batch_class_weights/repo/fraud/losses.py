import torch
import torch.nn.functional as F


def batch_class_weights(y, n_classes):
    """Inverse-frequency weights of the classes in this batch, normalised to average 1."""
    counts = torch.bincount(y, minlength=n_classes).float()
    w = counts.sum() / (n_classes * counts)
    return w / w.sum() * n_classes


def balanced_cross_entropy(logits, y, label_smoothing=0.0):
    w = batch_class_weights(y, logits.shape[1])
    return F.cross_entropy(logits, y, weight=w, label_smoothing=label_smoothing)
