import torch.nn.functional as F


def masked_cross_entropy(logits, y, mask, label_smoothing=0.0):
    return F.cross_entropy(logits[mask], y[mask], label_smoothing=label_smoothing)


def l2_penalty(module, first_layer_only=False):
    params = list(module.convs[0].parameters()) if first_layer_only else list(module.parameters())
    return sum((p ** 2).sum() for p in params) / 2
