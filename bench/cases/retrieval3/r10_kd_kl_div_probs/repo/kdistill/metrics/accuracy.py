import torch


def topk_accuracy(logits, target, ks=(1, 5)):
    maxk = max(ks)
    pred = logits.topk(maxk, dim=1).indices
    correct = pred.eq(target[:, None])
    return {k: correct[:, :k].any(dim=1).float().sum().item() for k in ks}


class AccuracyMeter:
    def __init__(self, ks=(1, 5)):
        self.ks = ks
        self.reset()

    def reset(self):
        self.correct = {k: 0.0 for k in self.ks}
        self.n = 0

    def update(self, logits, target):
        for k, v in topk_accuracy(logits, target, self.ks).items():
            self.correct[k] += v
        self.n += len(target)

    def compute(self):
        return {k: 100.0 * v / max(self.n, 1) for k, v in self.correct.items()}
