import torch


def topk_correct(logits, target, ks=(1, 5)):
    maxk = min(max(ks), logits.size(1))
    pred = logits.topk(maxk, dim=1).indices
    hit = pred.eq(target.unsqueeze(1))
    return [hit[:, : min(k, maxk)].any(dim=1).sum().item() for k in ks]


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum = 0.0
        self.n = 0

    def update(self, value, n=1):
        self.sum += value
        self.n += n

    @property
    def avg(self):
        return self.sum / max(self.n, 1)
