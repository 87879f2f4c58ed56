import torch


class Accumulator:
    def __init__(self):
        self.loss = 0.0
        self.correct = 0
        self.n = 0

    def update(self, loss, logits, y):
        self.loss += float(loss) * len(y)
        self.correct += int((logits.argmax(-1) == y).sum())
        self.n += len(y)

    @property
    def mean_loss(self):
        return self.loss / max(self.n, 1)

    @property
    def acc(self):
        return self.correct / max(self.n, 1)


def per_class_recall(logits, y, n_classes):
    pred = logits.argmax(-1)
    return [float((pred[y == c] == c).float().mean()) if (y == c).any() else float("nan")
            for c in range(n_classes)]
