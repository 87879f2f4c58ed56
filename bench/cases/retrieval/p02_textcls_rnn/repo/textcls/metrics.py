import torch


class RunningAverage:
    def __init__(self):
        self.total = 0.0
        self.n = 0

    def update(self, value, n=1):
        self.total += value * n
        self.n += n

    @property
    def value(self):
        return self.total / max(self.n, 1)


def accuracy(logits, labels):
    return (logits.argmax(-1) == labels).float().mean().item()


def confusion(preds, golds, num_classes):
    m = torch.zeros(num_classes, num_classes, dtype=torch.long)
    m.index_put_((golds, preds), torch.ones_like(golds), accumulate=True)
    return m


def macro_f1(preds, golds, num_classes):
    m = confusion(preds, golds, num_classes).float()
    tp = m.diag()
    precision = tp / m.sum(0).clamp(min=1)
    recall = tp / m.sum(1).clamp(min=1)
    f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-12)
    return f1.mean().item()
