import torch


class Matcher:
    """Assign each anchor to a gt box (index), or BACKGROUND / IGNORE."""

    BACKGROUND = -1
    IGNORE = -2

    def __init__(self, pos_iou=0.5, neg_iou=0.4, allow_low_quality=True):
        assert neg_iou <= pos_iou
        self.pos_iou = pos_iou
        self.neg_iou = neg_iou
        self.allow_low_quality = allow_low_quality

    def __call__(self, iou):
        """iou: [num_gt, num_anchors] -> matches [num_anchors]."""
        if iou.numel() == 0:
            return torch.full((iou.shape[1],), self.BACKGROUND, dtype=torch.long)
        best_iou, matches = iou.max(dim=0)
        original = matches.clone()
        matches[best_iou < self.pos_iou] = self.IGNORE
        matches[best_iou < self.neg_iou] = self.BACKGROUND
        if self.allow_low_quality:
            # every gt keeps the anchor(s) that overlap it the most
            best_per_gt, _ = iou.max(dim=1)
            gt_idx, anchor_idx = torch.nonzero(iou == best_per_gt[:, None], as_tuple=True)
            matches[anchor_idx] = original[anchor_idx]
        return matches
