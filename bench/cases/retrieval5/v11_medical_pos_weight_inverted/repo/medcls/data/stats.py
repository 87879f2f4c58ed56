"""Label statistics used to counter class imbalance."""
import torch


def label_prevalence(labels):
    """labels: (N, C) in {0, 1} -> fraction of positives per finding (C,)."""
    labels = torch.as_tensor(labels, dtype=torch.float32)
    return labels.mean(dim=0)


def compute_pos_weight(labels):
    """Per-finding ``pos_weight`` for BCEWithLogitsLoss, so that positives and negatives
    contribute equally to the loss. labels: (N, C) in {0, 1}."""
    labels = torch.as_tensor(labels, dtype=torch.float32)
    pos = labels.sum(dim=0)
    neg = labels.shape[0] - pos
    return pos.clamp(min=1.0) / neg.clamp(min=1.0)


def class_weights_inverse_frequency(targets, num_classes):
    """Weights for multi-class cross entropy: n_samples / (n_classes * count_c)."""
    targets = torch.as_tensor(targets, dtype=torch.long)
    counts = torch.bincount(targets, minlength=num_classes).float().clamp(min=1.0)
    return counts.sum() / (num_classes * counts)
