import torch


def accuracy(logits, y, mask):
    if mask.sum() == 0:
        return float("nan")
    pred = logits[mask].argmax(dim=-1)
    return (pred == y[mask]).float().mean().item()


def macro_f1(logits, y, mask, num_classes):
    pred = logits[mask].argmax(dim=-1)
    true = y[mask]
    scores = []
    for c in range(num_classes):
        tp = ((pred == c) & (true == c)).sum().item()
        fp = ((pred == c) & (true != c)).sum().item()
        fn = ((pred != c) & (true == c)).sum().item()
        if tp + fp + fn == 0:
            continue
        scores.append(2 * tp / (2 * tp + fp + fn))
    return sum(scores) / len(scores) if scores else float("nan")


def confusion_matrix(logits, y, mask, num_classes):
    pred = logits[mask].argmax(dim=-1)
    cm = torch.zeros(num_classes, num_classes, dtype=torch.long)
    cm.index_put_((y[mask], pred), torch.ones_like(pred), accumulate=True)
    return cm
