import torch


class ClassAccuracy:
    def __init__(self, num_classes):
        self.num_classes = num_classes
        self.correct = torch.zeros(num_classes)
        self.total = torch.zeros(num_classes)

    def update(self, logits, target):
        pred = logits.argmax(-1).cpu()
        target = target.cpu()
        for c in range(self.num_classes):
            m = target == c
            self.total[c] += m.sum()
            self.correct[c] += (pred[m] == c).sum()

    def compute(self):
        oa = (self.correct.sum() / self.total.sum().clamp(min=1)).item()
        seen = self.total > 0
        macc = (self.correct[seen] / self.total[seen]).mean().item() if seen.any() else 0.0
        return {"oa": oa, "macc": macc}
