import torch


def average_precision(scores, labels):
    order = torch.argsort(scores, descending=True)
    labels = labels[order].float()
    if labels.sum() == 0:
        return float("nan")
    hits = torch.cumsum(labels, 0)
    precision = hits / torch.arange(1, len(labels) + 1)
    return (precision * labels).sum().item() / labels.sum().item()


def mean_average_precision(scores, labels, mask=None):
    aps = []
    for c in range(scores.shape[1]):
        keep = mask[:, c] if mask is not None else torch.ones_like(labels[:, c], dtype=torch.bool)
        ap = average_precision(scores[keep, c], labels[keep, c])
        if ap == ap:
            aps.append(ap)
    return sum(aps) / max(len(aps), 1)
