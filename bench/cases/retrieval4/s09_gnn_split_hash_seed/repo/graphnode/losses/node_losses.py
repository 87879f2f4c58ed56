import torch.nn.functional as F


def masked_cross_entropy(logits, y, mask, label_smoothing=0.0):
    return F.cross_entropy(logits[mask], y[mask], label_smoothing=label_smoothing)
