import torch


def fast_hist(pred, target, num_classes, ignore_index=255):
    keep = target != ignore_index
    idx = target[keep] * num_classes + pred[keep]
    return torch.bincount(idx, minlength=num_classes ** 2).view(num_classes, num_classes)


class SegMetric:
    def __init__(self, num_classes, ignore_index=255):
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.hist = torch.zeros(num_classes, num_classes, dtype=torch.long)

    def reset(self):
        self.hist.zero_()

    def update(self, logits, target):
        pred = logits.argmax(dim=1)
        self.hist += fast_hist(pred.flatten().cpu(), target.flatten().cpu(), self.num_classes, self.ignore_index)

    def iou(self):
        h = self.hist.float()
        return h.diag() / (h.sum(0) + h.sum(1) - h.diag()).clamp(min=1)

    def compute(self):
        h = self.hist.float()
        iou = self.iou()
        present = self.hist.sum(1) > 0
        return {
            "mIoU": iou[present].mean().item() if present.any() else 0.0,
            "pixel_acc": (h.diag().sum() / h.sum().clamp(min=1)).item(),
        }
