from collections import defaultdict

import torch


def _iou_matrix(a, b):
    if a.numel() == 0 or b.numel() == 0:
        return torch.zeros(a.shape[0], b.shape[0])
    x1 = torch.maximum(a[:, None, 0], b[None, :, 0])
    y1 = torch.maximum(a[:, None, 1], b[None, :, 1])
    x2 = torch.minimum(a[:, None, 2], b[None, :, 2])
    y2 = torch.minimum(a[:, None, 3], b[None, :, 3])
    inter = (x2 - x1).clamp(min=0) * (y2 - y1).clamp(min=0)
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a[:, None] + area_b[None, :] - inter).clamp(min=1e-9)


class DetectionAP:
    def __init__(self, num_classes, iou_thresh=0.5):
        self.num_classes = num_classes
        self.iou_thresh = iou_thresh
        self.dets = defaultdict(list)
        self.n_gt = defaultdict(int)

    def update(self, pred, target):
        for c in range(self.num_classes):
            gt = target["boxes"][target["labels"] == c]
            self.n_gt[c] += gt.shape[0]
            pm = pred["labels"] == c
            boxes, scores = pred["boxes"][pm], pred["scores"][pm]
            order = scores.argsort(descending=True)
            boxes, scores = boxes[order], scores[order]
            used = torch.zeros(gt.shape[0], dtype=torch.bool)
            ious = _iou_matrix(boxes, gt)
            for j in range(boxes.shape[0]):
                tp = False
                if gt.shape[0]:
                    best, k = ious[j].max(0)
                    if best >= self.iou_thresh and not used[k]:
                        used[k] = True
                        tp = True
                self.dets[c].append((float(scores[j]), tp))

    def compute(self):
        aps = []
        for c in range(self.num_classes):
            if self.n_gt[c] == 0:
                continue
            d = sorted(self.dets[c], key=lambda x: -x[0])
            tp = torch.tensor([float(x[1]) for x in d])
            if tp.numel() == 0:
                aps.append(0.0)
                continue
            ctp = tp.cumsum(0)
            recall = ctp / self.n_gt[c]
            precision = ctp / torch.arange(1, len(tp) + 1)
            ap = 0.0
            for r in torch.linspace(0, 1, 11):
                p = precision[recall >= r]
                ap += (p.max().item() if p.numel() else 0.0) / 11
            aps.append(ap)
        return {"mAP": sum(aps) / max(len(aps), 1), "per_class": aps}
