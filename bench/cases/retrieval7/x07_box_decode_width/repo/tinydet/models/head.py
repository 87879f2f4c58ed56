import math

import torch.nn as nn


class DetectionHead(nn.Module):
    def __init__(self, in_channels, num_anchors, num_classes, prior_prob=0.01):
        super().__init__()
        self.num_anchors = num_anchors
        self.num_classes = num_classes
        self.tower = nn.Sequential(
            nn.Conv2d(in_channels, in_channels, 3, padding=1), nn.ReLU(inplace=True))
        self.cls_logits = nn.Conv2d(in_channels, num_anchors * num_classes, 3, padding=1)
        self.bbox_pred = nn.Conv2d(in_channels, num_anchors * 4, 3, padding=1)
        nn.init.normal_(self.cls_logits.weight, std=0.01)
        nn.init.constant_(self.cls_logits.bias, -math.log((1 - prior_prob) / prior_prob))
        nn.init.normal_(self.bbox_pred.weight, std=0.01)
        nn.init.zeros_(self.bbox_pred.bias)

    @staticmethod
    def _flatten(x, k):
        # [B, A*k, H, W] -> [B, H*W*A, k]
        b, _, h, w = x.shape
        return x.view(b, -1, k, h, w).permute(0, 3, 4, 1, 2).reshape(b, -1, k)

    def forward(self, feat):
        t = self.tower(feat)
        cls = self._flatten(self.cls_logits(t), self.num_classes)
        box = self._flatten(self.bbox_pred(t), 4)
        return cls, box
