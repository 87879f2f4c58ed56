import torch

from ..utils.boxes import generalized_box_iou_pairs


def smooth_l1(pred, target, beta=1.0 / 9):
    d = (pred - target).abs()
    return torch.where(d < beta, 0.5 * d ** 2 / beta, d - 0.5 * beta).sum()


def giou_loss(pred_boxes, target_boxes):
    return (1 - generalized_box_iou_pairs(pred_boxes, target_boxes)).sum()
