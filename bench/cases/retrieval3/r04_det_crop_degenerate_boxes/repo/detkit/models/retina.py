import math

import torch
import torch.nn as nn

from detkit.models.anchors import AnchorGenerator
from detkit.models.backbone import TinyResNetFPN
from detkit.models.coder import BoxCoder
from detkit.utils.boxes import batched_nms, box_iou, clip_boxes


class Head(nn.Module):
    def __init__(self, ch, out_per_anchor, num_anchors, prior=None):
        super().__init__()
        layers = []
        for _ in range(3):
            layers += [nn.Conv2d(ch, ch, 3, 1, 1), nn.GroupNorm(8, ch), nn.ReLU(inplace=True)]
        self.tower = nn.Sequential(*layers)
        self.out = nn.Conv2d(ch, out_per_anchor * num_anchors, 3, 1, 1)
        self.k = out_per_anchor
        if prior is not None:
            nn.init.constant_(self.out.bias, -math.log((1 - prior) / prior))

    def forward(self, feats):
        outs = []
        for f in feats:
            y = self.out(self.tower(f))
            b, _, h, w = y.shape
            outs.append(y.view(b, -1, self.k, h, w).permute(0, 3, 4, 1, 2).reshape(b, -1, self.k))
        return torch.cat(outs, dim=1)


class RetinaLite(nn.Module):
    def __init__(self, num_classes, width=32, scales=3, ratios=(0.5, 1.0, 2.0), fg_iou=0.5, bg_iou=0.4):
        super().__init__()
        self.backbone = TinyResNetFPN(width)
        self.anchor_gen = AnchorGenerator(scales=scales, ratios=ratios)
        a = self.anchor_gen.num_anchors
        self.cls_head = Head(self.backbone.out_channels, num_classes, a, prior=0.01)
        self.box_head = Head(self.backbone.out_channels, 4, a)
        self.coder = BoxCoder()
        self.num_classes = num_classes
        self.fg_iou, self.bg_iou = fg_iou, bg_iou

    def forward(self, images):
        feats = self.backbone(images)
        return self.cls_head(feats), self.box_head(feats), self.anchor_gen(feats)

    def assign(self, anchors, targets):
        """Per image: labels [A] (-1 ignore, 0 bg, c+1 fg) and regression targets [A, 4]."""
        labels, reg = [], []
        for t in targets:
            gt, gl = t["boxes"].to(anchors), t["labels"].to(anchors.device)
            lab = torch.zeros(len(anchors), dtype=torch.long, device=anchors.device)
            tgt = torch.zeros(len(anchors), 4, device=anchors.device)
            if len(gt):
                iou = box_iou(anchors, gt)
                best, idx = iou.max(dim=1)
                lab[(best >= self.bg_iou) & (best < self.fg_iou)] = -1
                fg = best >= self.fg_iou
                best_anchor = iou.argmax(dim=0)
                fg[best_anchor] = True
                idx[best_anchor] = torch.arange(len(gt), device=anchors.device)
                lab[fg] = gl[idx[fg]] + 1
                tgt[fg] = self.coder.encode(gt[idx[fg]], anchors[fg])
            labels.append(lab)
            reg.append(tgt)
        return torch.stack(labels), torch.stack(reg)

    @torch.no_grad()
    def detect(self, images, score_thresh=0.05, nms_thresh=0.5, max_det=100):
        cls, box, anchors = self(images)
        h, w = images.shape[-2:]
        results = []
        for c, b in zip(cls.sigmoid(), box):
            scores, labels = c.max(dim=1)
            keep = scores > score_thresh
            boxes = clip_boxes(self.coder.decode(b[keep], anchors[keep]), h, w)
            scores, labels = scores[keep], labels[keep]
            k = batched_nms(boxes, scores, labels, nms_thresh)[:max_det]
            results.append({"boxes": boxes[k], "scores": scores[k], "labels": labels[k]})
        return results
