import torch

from .boxes import box_iou


class Matcher:
    BELOW = -1
    IGNORE = -2

    def __init__(self, high, low, allow_low_quality=True):
        self.high = high
        self.low = low
        self.allow_low_quality = allow_low_quality

    def __call__(self, gt_boxes, anchors):
        if gt_boxes.numel() == 0:
            return torch.full((anchors.shape[0],), self.BELOW, dtype=torch.long, device=anchors.device)
        iou = box_iou(gt_boxes, anchors)
        vals, matches = iou.max(dim=0)
        out = matches.clone()
        out[vals < self.low] = self.BELOW
        out[(vals >= self.low) & (vals < self.high)] = self.IGNORE
        if self.allow_low_quality:
            best_per_gt = iou.max(dim=1, keepdim=True).values
            gi, ai = torch.nonzero(iou == best_per_gt, as_tuple=True)
            out[ai] = matches[ai]
        return out
