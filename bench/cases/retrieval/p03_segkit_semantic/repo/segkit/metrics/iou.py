"""Confusion-matrix based segmentation metrics (pixel accuracy, IoU, mIoU, fwIoU)."""
import torch


class SegMetrics:
    def __init__(self, num_classes, ignore_index=255, class_names=None):
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.class_names = class_names or [str(i) for i in range(num_classes)]
        self.reset()

    def reset(self):
        self.confusion = torch.zeros(self.num_classes, self.num_classes, dtype=torch.long)
        self.images = 0

    @torch.no_grad()
    def update(self, pred, target):
        """pred: (N, H, W) class ids or (N, C, H, W) logits; target: (N, H, W)."""
        if pred.dim() == target.dim() + 1:
            pred = pred.argmax(1)
        valid = target != self.ignore_index
        idx = target[valid] * self.num_classes + pred[valid]
        self.confusion += torch.bincount(idx, minlength=self.num_classes ** 2).view(
            self.num_classes, self.num_classes).cpu()
        self.images += target.shape[0] if target.dim() == 3 else 1

    def pixel_accuracy(self):
        return (self.confusion.diag().sum() / self.confusion.sum().clamp(min=1)).item()

    def class_accuracy(self):
        c = self.confusion.float()
        return c.diag() / c.sum(1).clamp(min=1)

    def class_iou(self):
        c = self.confusion.float()
        union = c.sum(0) + c.sum(1) - c.diag()
        return c.diag() / union.clamp(min=1)

    def mean_iou(self):
        return self.class_iou().mean().item()

    def freq_weighted_iou(self):
        c = self.confusion.float()
        freq = c.sum(1) / c.sum().clamp(min=1)
        return (freq * self.class_iou()).sum().item()

    def summary(self):
        return {"images": self.images, "pixel_acc": self.pixel_accuracy(),
                "mean_iou": self.mean_iou(), "fw_iou": self.freq_weighted_iou()}

    def table(self):
        iou, acc = self.class_iou(), self.class_accuracy()
        rows = [f"{'class':>10} {'IoU':>7} {'acc':>7}"]
        for name, i, a in zip(self.class_names, iou.tolist(), acc.tolist()):
            rows.append(f"{name:>10} {100 * i:7.2f} {100 * a:7.2f}")
        return "\n".join(rows)
