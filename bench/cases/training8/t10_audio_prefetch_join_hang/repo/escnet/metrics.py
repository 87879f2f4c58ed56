import torch


class ConfusionMatrix:
    def __init__(self, n):
        self.m = torch.zeros(n, n, dtype=torch.long)

    def update(self, logits, labels):
        pred = logits.argmax(1)
        for t, p in zip(labels.tolist(), pred.tolist()):
            self.m[t, p] += 1

    @property
    def accuracy(self):
        return (self.m.diag().sum() / self.m.sum().clamp(min=1)).item()
