import torch


def masked_accuracy(pred, y, mask):
    return (pred[mask] == y[mask]).float().mean().item()


def macro_f1(pred, y, mask, num_classes):
    p, t = pred[mask], y[mask]
    f1s = []
    for c in range(num_classes):
        tp = ((p == c) & (t == c)).sum().float()
        fp = ((p == c) & (t != c)).sum().float()
        fn = ((p != c) & (t == c)).sum().float()
        f1s.append((2 * tp / (2 * tp + fp + fn).clamp(min=1)).item())
    return sum(f1s) / num_classes


def evaluate(model, graph, split="test"):
    pred = model.predict(graph)
    return masked_accuracy(pred, graph.y, graph.masks[split])


__all__ = ["masked_accuracy", "macro_f1", "evaluate", "torch"]
