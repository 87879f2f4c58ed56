"""Video-level accuracy metrics."""
import torch


def topk_accuracy(scores, labels, ks=(1, 5)):
    maxk = min(max(ks), scores.shape[1])
    top = scores.topk(maxk, dim=1).indices
    hit = top == labels.unsqueeze(1)
    return {f"top{k}": hit[:, :min(k, maxk)].any(dim=1).float().mean().item() for k in ks}


def mean_class_accuracy(scores, labels, num_classes):
    pred = scores.argmax(dim=1)
    accs = []
    for c in range(num_classes):
        m = labels == c
        if m.any():
            accs.append((pred[m] == c).float().mean().item())
    return sum(accs) / max(len(accs), 1)
