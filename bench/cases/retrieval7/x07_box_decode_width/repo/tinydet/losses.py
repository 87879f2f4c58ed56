import torch
import torch.nn.functional as F

from .ops import Matcher, box_iou


def sigmoid_focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    """Element-wise focal loss, summed (caller normalises)."""
    p = logits.sigmoid()
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * (1 - p_t) ** gamma
    if alpha >= 0:
        loss = loss * (alpha * targets + (1 - alpha) * (1 - targets))
    return loss.sum()


def smooth_l1_loss(pred, target, beta=0.11):
    diff = (pred - target).abs()
    loss = torch.where(diff < beta, 0.5 * diff ** 2 / beta, diff - 0.5 * beta)
    return loss.sum()


class DetectionLoss:
    def __init__(self, box_coder, matcher: Matcher, num_classes, focal_alpha=0.25,
                 focal_gamma=2.0, box_beta=0.11):
        self.box_coder = box_coder
        self.matcher = matcher
        self.num_classes = num_classes
        self.focal_alpha = focal_alpha
        self.focal_gamma = focal_gamma
        self.box_beta = box_beta

    def __call__(self, cls_logits, box_deltas, anchors, targets):
        cls_total, box_total, num_pos = 0.0, 0.0, 0
        for logits, deltas, tgt in zip(cls_logits, box_deltas, targets):
            gt_boxes, gt_labels = tgt["boxes"], tgt["labels"]
            matches = self.matcher(box_iou(gt_boxes, anchors))
            pos = matches >= 0
            valid = matches != Matcher.IGNORE
            cls_target = torch.zeros_like(logits)
            cls_target[pos, gt_labels[matches[pos]]] = 1.0
            cls_total = cls_total + sigmoid_focal_loss(
                logits[valid], cls_target[valid], self.focal_alpha, self.focal_gamma)
            if pos.any():
                reg_target = self.box_coder.encode(gt_boxes[matches[pos]], anchors[pos])
                box_total = box_total + smooth_l1_loss(deltas[pos], reg_target, self.box_beta)
            num_pos += int(pos.sum())
        norm = max(num_pos, 1)
        return {"loss_cls": cls_total / norm, "loss_box": box_total / norm}
