import torch
import torch.nn as nn

from ..utils.boxes import encode_boxes
from ..utils.matcher import Matcher
from .box_loss import smooth_l1
from .focal import sigmoid_focal_loss


class RetinaLoss(nn.Module):
    def __init__(self, num_classes, fg_iou=0.5, bg_iou=0.4):
        super().__init__()
        self.num_classes = num_classes
        self.matcher = Matcher(fg_iou, bg_iou)

    def forward(self, cls_logits, deltas, anchors, targets):
        cls_total, box_total, num_fg = 0.0, 0.0, 0
        for i, t in enumerate(targets):
            matched = self.matcher(t["boxes"].to(anchors.device), anchors)
            fg = matched >= 0
            valid = matched != Matcher.IGNORE
            cls_t = torch.zeros_like(cls_logits[i])
            if fg.any():
                cls_t[fg, t["labels"].to(anchors.device)[matched[fg]]] = 1.0
                reg_t = encode_boxes(t["boxes"].to(anchors.device)[matched[fg]], anchors[fg])
                box_total = box_total + smooth_l1(deltas[i][fg], reg_t)
            cls_total = cls_total + sigmoid_focal_loss(cls_logits[i][valid], cls_t[valid])
            num_fg += int(fg.sum())
        n = max(num_fg, 1)
        return {"cls": cls_total / n, "box": box_total / n}
