import torch


class ConfusionMatrix:
    """Streaming confusion matrix for semantic segmentation (rows = target, cols = prediction)."""

    def __init__(self, num_classes, ignore_index=255, device="cpu"):
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.mat = torch.zeros(num_classes, num_classes, dtype=torch.long, device=device)

    def reset(self):
        self.mat.zero_()

    @torch.no_grad()
    def update(self, pred, target):
        if pred.dim() == target.dim() + 1:
            pred = pred.argmax(dim=1)
        keep = target != self.ignore_index
        t = target[keep].to(self.mat.device)
        p = pred[keep].to(self.mat.device)
        idx = t * self.num_classes + p
        self.mat += torch.bincount(idx, minlength=self.num_classes ** 2).view(self.num_classes, self.num_classes)

    def compute(self):
        mat = self.mat.double()
        tp = mat.diag()
        union = mat.sum(0) + mat.sum(1) - tp
        iou = tp / union
        acc = tp.sum() / mat.sum().clamp(min=1)
        class_acc = tp / mat.sum(1)
        return {
            "mIoU": iou.nan_to_num(0.0).mean().item(),
            "pixel_acc": acc.item(),
            "mean_acc": torch.nanmean(class_acc).item(),
            "per_class_iou": iou.tolist(),
        }
