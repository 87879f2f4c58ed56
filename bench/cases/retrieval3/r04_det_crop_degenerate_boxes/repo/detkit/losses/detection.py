import torch
import torch.nn as nn
import torch.nn.functional as F

from detkit.losses.functional import giou_loss, sigmoid_focal_loss, smooth_l1


class DetectionLoss(nn.Module):
    def __init__(self, num_classes, alpha=0.25, gamma=2.0, box="smooth_l1", beta=0.11, box_weight=1.0):
        super().__init__()
        self.num_classes, self.alpha, self.gamma = num_classes, alpha, gamma
        self.box, self.beta, self.box_weight = box, beta, box_weight

    def forward(self, model, cls_out, box_out, anchors, targets):
        labels, reg = model.assign(anchors, targets)
        valid = labels >= 0
        fg = labels > 0
        num_fg = max(1.0, fg.sum().item())
        onehot = F.one_hot(labels.clamp(min=0), self.num_classes + 1)[..., 1:].to(cls_out.dtype)
        loss_cls = sigmoid_focal_loss(cls_out[valid], onehot[valid], self.alpha, self.gamma) / num_fg
        if self.box == "giou":
            a = anchors.unsqueeze(0).expand_as(box_out)[fg]
            pred = model.coder.decode(box_out[fg], a)
            gt = model.coder.decode(reg[fg], a)
            loss_box = giou_loss(pred, gt) / num_fg
        else:
            loss_box = smooth_l1(box_out[fg], reg[fg], self.beta) / num_fg
        return {"loss_cls": loss_cls, "loss_box": self.box_weight * loss_box}
