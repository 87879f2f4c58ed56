import torch


def topk_correct(scores, labels, ks=(1, 5)):
    top = scores.topk(max(ks), dim=-1).indices
    hit = top.eq(labels[:, None])
    return {k: hit[:, :k].any(-1).sum().item() for k in ks}


def mean_class_accuracy(scores, labels, num_classes):
    pred = scores.argmax(-1)
    accs = []
    for c in range(num_classes):
        m = labels == c
        if m.any():
            accs.append((pred[m] == c).float().mean().item())
    return 100.0 * sum(accs) / max(len(accs), 1)
