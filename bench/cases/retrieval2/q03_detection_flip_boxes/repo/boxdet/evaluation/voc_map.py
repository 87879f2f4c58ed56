from collections import defaultdict

import torch

from ..structures.boxes import box_iou


def average_precision(recall, precision):
    """All-point interpolated AP (VOC2010+)."""
    mrec = torch.cat([torch.tensor([0.0]), recall, torch.tensor([1.0])])
    mpre = torch.cat([torch.tensor([0.0]), precision, torch.tensor([0.0])])
    for i in range(mpre.numel() - 2, -1, -1):
        mpre[i] = torch.maximum(mpre[i], mpre[i + 1])
    idx = torch.nonzero(mrec[1:] != mrec[:-1]).flatten()
    return float(((mrec[idx + 1] - mrec[idx]) * mpre[idx + 1]).sum())


class DetectionEvaluator:
    def __init__(self, num_classes, iou_threshold=0.5):
        self.num_classes = num_classes
        self.iou_threshold = iou_threshold
        self.reset()

    def reset(self):
        self.dets = defaultdict(list)  # cls -> [(score, is_tp)]
        self.num_gt = defaultdict(int)

    def update(self, pred, gt):
        for c in range(self.num_classes):
            gt_boxes = gt["boxes"][gt["labels"] == c]
            sel = pred["labels"] == c
            boxes, scores = pred["boxes"][sel], pred["scores"][sel]
            self.num_gt[c] += len(gt_boxes)
            if len(boxes) == 0:
                continue
            order = scores.argsort(descending=True)
            boxes, scores = boxes[order], scores[order]
            matched = torch.zeros(len(gt_boxes), dtype=torch.bool)
            ious = box_iou(boxes, gt_boxes) if len(gt_boxes) else torch.zeros(len(boxes), 0)
            for i in range(len(boxes)):
                tp = False
                if ious.shape[1]:
                    best, j = ious[i].max(0)
                    if best >= self.iou_threshold and not matched[j]:
                        matched[j] = tp = True
                self.dets[c].append((float(scores[i]), tp))

    def compute(self):
        aps = {}
        for c in range(self.num_classes):
            if self.num_gt[c] == 0:
                continue
            d = sorted(self.dets[c], key=lambda t: -t[0])
            tp = torch.tensor([float(x[1]) for x in d])
            if tp.numel() == 0:
                aps[c] = 0.0
                continue
            ctp = tp.cumsum(0)
            recall = ctp / self.num_gt[c]
            precision = ctp / torch.arange(1, len(tp) + 1)
            aps[c] = average_precision(recall, precision)
        return {"mAP": sum(aps.values()) / max(len(aps), 1), "per_class": aps}
