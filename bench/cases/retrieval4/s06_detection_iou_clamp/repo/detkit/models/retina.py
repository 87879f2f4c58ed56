import math

import torch
import torch.nn as nn

from ..utils.boxes import batched_nms, clip_boxes, decode_deltas
from .anchors import AnchorGenerator
from .backbone import TinyFPN


class Head(nn.Module):
    def __init__(self, channels, out_per_anchor, num_anchors, prior=None):
        super().__init__()
        layers = []
        for _ in range(3):
            layers += [nn.Conv2d(channels, channels, 3, padding=1), nn.GroupNorm(8, channels), nn.ReLU(inplace=True)]
        self.tower = nn.Sequential(*layers)
        self.out = nn.Conv2d(channels, out_per_anchor * num_anchors, 3, padding=1)
        self.k = out_per_anchor
        if prior is not None:
            nn.init.constant_(self.out.bias, -math.log((1 - prior) / prior))

    def forward(self, feats):
        outs = []
        for f in feats:
            o = self.out(self.tower(f))
            b, _, h, w = o.shape
            outs.append(o.view(b, -1, self.k, h, w).permute(0, 3, 4, 1, 2).reshape(b, -1, self.k))
        return torch.cat(outs, dim=1)


class RetinaLite(nn.Module):
    def __init__(self, num_classes, anchor_sizes, aspect_ratios, channels=64, score_thresh=0.05,
                 nms_thresh=0.5, detections_per_img=100):
        super().__init__()
        self.num_classes = num_classes
        self.backbone = TinyFPN(channels)
        self.anchor_gen = AnchorGenerator(anchor_sizes, aspect_ratios)
        na = self.anchor_gen.num_anchors
        self.cls_head = Head(channels, num_classes, na, prior=0.01)
        self.box_head = Head(channels, 4, na)
        self.score_thresh = score_thresh
        self.nms_thresh = nms_thresh
        self.detections_per_img = detections_per_img

    def forward(self, images):
        feats = self.backbone(images)
        anchors = self.anchor_gen(feats, self.backbone.strides)
        return self.cls_head(feats), self.box_head(feats), anchors

    @torch.no_grad()
    def predict(self, images, sizes=None, score_thresh=None, nms_thresh=None):
        score_thresh = self.score_thresh if score_thresh is None else score_thresh
        nms_thresh = self.nms_thresh if nms_thresh is None else nms_thresh
        cls_logits, deltas, anchors = self(images)
        results = []
        for i in range(images.size(0)):
            scores = cls_logits[i].sigmoid().flatten()
            keep = scores > score_thresh
            idx = keep.nonzero().squeeze(1)
            topk = idx[scores[idx].argsort(descending=True)[:1000]]
            anchor_idx = topk // self.num_classes
            labels = topk % self.num_classes
            boxes = decode_deltas(deltas[i][anchor_idx], anchors[anchor_idx])
            if sizes is not None:
                boxes = clip_boxes(boxes, sizes[i])
            s = scores[topk]
            k = batched_nms(boxes, s, labels, nms_thresh)[: self.detections_per_img]
            results.append({"boxes": boxes[k], "scores": s[k], "labels": labels[k]})
        return results
