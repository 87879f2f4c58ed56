import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .backbone import TinyFPNBackbone


def _head(cin, cout, mid, bias_init=0.0):
    head = nn.Sequential(nn.Conv2d(cin, mid, 3, padding=1), nn.ReLU(inplace=True), nn.Conv2d(mid, cout, 1))
    nn.init.constant_(head[-1].bias, bias_init)
    return head


class CenterNet(nn.Module):
    def __init__(self, num_classes, backbone_channels=(32, 64, 128, 256), head_channels=64, output_stride=4):
        super().__init__()
        self.num_classes = num_classes
        self.stride = output_stride
        self.backbone = TinyFPNBackbone(backbone_channels, head_channels)
        prior = 0.01
        self.heatmap = _head(head_channels, num_classes, head_channels, bias_init=-math.log((1 - prior) / prior))
        self.size = _head(head_channels, 2, head_channels)
        self.offset = _head(head_channels, 2, head_channels)

    def forward(self, images):
        feat = self.backbone(images)
        return {"heatmap": self.heatmap(feat), "size": self.size(feat), "offset": self.offset(feat)}

    @torch.no_grad()
    def decode(self, outputs, image_sizes, k=50, score_threshold=0.05):
        heat = outputs["heatmap"].sigmoid()
        peaks = (F.max_pool2d(heat, 3, stride=1, padding=1) == heat).float()
        heat = heat * peaks
        B, C, H, W = heat.shape
        scores, idx = heat.view(B, -1).topk(min(k, C * H * W))
        cls = idx // (H * W)
        pix = idx % (H * W)
        ys, xs = (pix // W).float(), (pix % W).float()
        results = []
        for b in range(B):
            off = outputs["offset"][b].view(2, -1)[:, pix[b]]
            wh = outputs["size"][b].view(2, -1)[:, pix[b]].clamp(min=0)
            cx = (xs[b] + off[0]) * self.stride
            cy = (ys[b] + off[1]) * self.stride
            boxes = torch.stack([cx - wh[0] / 2, cy - wh[1] / 2, cx + wh[0] / 2, cy + wh[1] / 2], dim=1)
            h, w = image_sizes[b]
            boxes[:, 0::2] = boxes[:, 0::2].clamp(0, w)
            boxes[:, 1::2] = boxes[:, 1::2].clamp(0, h)
            keep = scores[b] >= score_threshold
            results.append({"boxes": boxes[keep], "scores": scores[b][keep], "labels": cls[b][keep]})
        return results
