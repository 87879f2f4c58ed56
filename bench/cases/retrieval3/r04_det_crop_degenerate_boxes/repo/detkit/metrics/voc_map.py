import torch

from detkit.utils.boxes import box_iou


def average_precision(recall, precision):
    """All-point interpolated AP."""
    r = torch.cat([torch.tensor([0.0]), recall, torch.tensor([1.0])])
    p = torch.cat([torch.tensor([0.0]), precision, torch.tensor([0.0])])
    for i in range(len(p) - 2, -1, -1):
        p[i] = torch.max(p[i], p[i + 1])
    idx = torch.nonzero(r[1:] != r[:-1]).squeeze(1)
    return ((r[idx + 1] - r[idx]) * p[idx + 1]).sum().item()


def mean_average_precision(preds, gts, num_classes, iou_thresh=0.5):
    aps = []
    for c in range(num_classes):
        scores, tps, n_gt = [], [], 0
        for p, g in zip(preds, gts):
            pb, ps = p["boxes"][p["labels"] == c], p["scores"][p["labels"] == c]
            gb = g["boxes"][g["labels"] == c]
            n_gt += len(gb)
            matched = torch.zeros(len(gb), dtype=torch.bool)
            for k in ps.argsort(descending=True):
                scores.append(ps[k].item())
                if len(gb) == 0:
                    tps.append(0)
                    continue
                iou, j = box_iou(pb[k:k + 1], gb)[0].max(0)
                if iou >= iou_thresh and not matched[j]:
                    matched[j] = True
                    tps.append(1)
                else:
                    tps.append(0)
        if n_gt == 0:
            continue
        order = torch.tensor(scores).argsort(descending=True)
        tp = torch.tensor(tps, dtype=torch.float32)[order].cumsum(0)
        fp = (1 - torch.tensor(tps, dtype=torch.float32)[order]).cumsum(0)
        aps.append(average_precision(tp / n_gt, tp / (tp + fp).clamp(min=1e-9)) if len(tps) else 0.0)
    return sum(aps) / max(len(aps), 1)
