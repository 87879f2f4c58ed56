"""VOC-style AP at fixed IoU thresholds plus a localisation summary."""
import numpy as np
import torch

from .ops import box_iou


def average_precision(recall, precision):
    """All-point interpolated AP from recall/precision arrays (sorted by score)."""
    mrec = np.concatenate([[0.0], recall, [1.0]])
    mpre = np.concatenate([[0.0], precision, [0.0]])
    for i in range(len(mpre) - 2, -1, -1):
        mpre[i] = max(mpre[i], mpre[i + 1])
    idx = np.where(mrec[1:] != mrec[:-1])[0]
    return float(np.sum((mrec[idx + 1] - mrec[idx]) * mpre[idx + 1]))


class DetectionEvaluator:
    def __init__(self, num_classes, iou_thresholds=(0.5, 0.75)):
        self.num_classes = num_classes
        self.iou_thresholds = tuple(iou_thresholds)
        self.reset()

    def reset(self):
        self.preds = []
        self.gts = []

    def update(self, predictions, targets):
        for p, t in zip(predictions, targets):
            self.preds.append({k: v.cpu() for k, v in p.items()})
            self.gts.append({k: v.cpu() for k, v in t.items()})

    def _ap_class(self, c, thr):
        records, n_gt = [], 0
        for img_id, (p, g) in enumerate(zip(self.preds, self.gts)):
            gb = g["boxes"][g["labels"] == c]
            n_gt += len(gb)
            pm = p["labels"] == c
            pb, ps = p["boxes"][pm], p["scores"][pm]
            used = torch.zeros(len(gb), dtype=torch.bool)
            order = ps.argsort(descending=True)
            ious = box_iou(pb, gb) if len(gb) and len(pb) else None
            for j in order.tolist():
                tp = False
                if ious is not None:
                    best, k = ious[j].max(0)
                    if best >= thr and not used[k]:
                        used[k] = True
                        tp = True
                records.append((float(ps[j]), tp))
        if n_gt == 0:
            return float("nan")
        records.sort(key=lambda r: -r[0])
        tps = np.array([r[1] for r in records], dtype=np.float64)
        ctp, cfp = np.cumsum(tps), np.cumsum(1 - tps)
        recall = ctp / n_gt
        precision = ctp / np.maximum(ctp + cfp, 1e-9)
        return average_precision(recall, precision)

    def mean_best_iou(self):
        """Average over gt boxes of the best IoU with any same-class detection."""
        vals = []
        for p, g in zip(self.preds, self.gts):
            for box, lab in zip(g["boxes"], g["labels"]):
                pb = p["boxes"][p["labels"] == lab]
                vals.append(float(box_iou(box[None], pb).max()) if len(pb) else 0.0)
        return float(np.mean(vals)) if vals else 0.0

    def compute(self):
        out = {}
        for thr in self.iou_thresholds:
            aps = [self._ap_class(c, thr) for c in range(self.num_classes)]
            out[f"AP{int(thr * 100)}"] = float(np.nanmean(aps))
        out["mIoU_best"] = self.mean_best_iou()
        return out
