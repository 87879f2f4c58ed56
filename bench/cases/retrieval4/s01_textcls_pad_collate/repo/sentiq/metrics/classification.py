import torch


def accuracy(logits, target):
    return (logits.argmax(dim=-1) == target).float().mean().item()


class ConfusionMatrix:
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.mat = torch.zeros(num_classes, num_classes, dtype=torch.long)

    def reset(self):
        self.mat.zero_()

    def update(self, logits, target):
        pred = logits.argmax(dim=-1).cpu()
        target = target.cpu()
        idx = target * self.num_classes + pred
        self.mat += torch.bincount(idx, minlength=self.num_classes ** 2).view(self.num_classes, self.num_classes)

    def accuracy(self):
        total = self.mat.sum().item()
        return self.mat.diag().sum().item() / max(total, 1)

    def per_class_f1(self):
        tp = self.mat.diag().float()
        prec = tp / self.mat.sum(dim=0).float().clamp(min=1)
        rec = tp / self.mat.sum(dim=1).float().clamp(min=1)
        return 2 * prec * rec / (prec + rec).clamp(min=1e-12)


def macro_f1(cm):
    return cm.per_class_f1().mean().item()
