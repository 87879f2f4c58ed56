"""Confusion-matrix based segmentation metrics."""
import torch


class SegmentationMetric:
    def __init__(self, num_classes, ignore_index=255):
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.reset()

    def reset(self):
        self.confmat = torch.zeros(self.num_classes, self.num_classes, dtype=torch.long)

    def update(self, pred, target):
        keep = target != self.ignore_index
        idx = target[keep] * self.num_classes + pred[keep]
        self.confmat += torch.bincount(idx, minlength=self.num_classes ** 2).view(
            self.num_classes, self.num_classes)

    def iou_per_class(self):
        cm = self.confmat.double()
        inter = cm.diag()
        union = cm.sum(0) + cm.sum(1) - inter
        iou = inter / union
        iou[union == 0] = float("nan")   # class never predicted nor present
        return iou

    def pixel_accuracy(self):
        cm = self.confmat.double()
        return float(cm.diag().sum() / cm.sum().clamp(min=1))

    def compute(self):
        iou = self.iou_per_class()
        return {"mIoU": float(torch.nanmean(iou)), "pixAcc": self.pixel_accuracy(),
                "IoU": [round(float(v), 4) for v in iou]}
