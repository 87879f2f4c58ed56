import torch


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.sum += float(value) * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(1, self.count)


def topk_accuracy(logits, target, topk=(1,)):
    maxk = max(topk)
    _, pred = logits.topk(maxk, dim=1)
    correct = pred.eq(target.view(-1, 1))
    return [correct[:, :k].any(dim=1).float().mean().item() for k in topk]


class ConfusionMatrix:
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.mat = torch.zeros(num_classes, num_classes, dtype=torch.long)

    def update(self, logits, target):
        pred = logits.argmax(1)
        idx = target * self.num_classes + pred
        self.mat += torch.bincount(idx, minlength=self.num_classes ** 2).view(
            self.num_classes, self.num_classes)

    def per_class_accuracy(self):
        return self.mat.diag().float() / self.mat.sum(1).clamp(min=1).float()

    def balanced_accuracy(self):
        return self.per_class_accuracy().mean().item()
