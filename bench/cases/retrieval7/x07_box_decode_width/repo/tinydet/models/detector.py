import torch
import torch.nn as nn

from ..ops import AnchorGenerator, BoxCoder, batched_nms, clip_boxes
from .backbone import TinyBackbone
from .head import DetectionHead


class TinyDetector(nn.Module):
    def __init__(self, num_classes=2, width=32, stride=8, anchor_sizes=(12, 24),
                 anchor_ratios=(1.0,), box_coder_weights=(10.0, 10.0, 5.0, 5.0)):
        super().__init__()
        self.num_classes = num_classes
        self.backbone = TinyBackbone(width)
        self.anchor_generator = AnchorGenerator(anchor_sizes, anchor_ratios, stride)
        self.head = DetectionHead(self.backbone.out_channels,
                                  self.anchor_generator.num_anchors, num_classes)
        self.box_coder = BoxCoder(box_coder_weights)

    def forward(self, images):
        feat = self.backbone(images)
        cls, box = self.head(feat)
        anchors = self.anchor_generator(feat.shape[-2], feat.shape[-1]).to(images.device)
        return cls, box, anchors

    @torch.no_grad()
    def predict(self, images, score_thresh=0.3, nms_iou=0.5, max_dets=10):
        """Run inference and return a list of dicts with boxes/scores/labels."""
        cls, box, anchors = self(images)
        size = images.shape[-2:]
        results = []
        for logits, deltas in zip(cls, box):
            scores = logits.sigmoid()                       # [N, C]
            flat = scores.flatten()
            keep = flat > score_thresh
            idx = torch.nonzero(keep).squeeze(1)
            anchor_idx = idx // self.num_classes
            labels = idx % self.num_classes
            boxes = self.box_coder.decode(deltas[anchor_idx], anchors[anchor_idx])
            boxes = clip_boxes(boxes, size)
            s = flat[idx]
            k = batched_nms(boxes, s, labels, nms_iou)[:max_dets]
            results.append({"boxes": boxes[k], "scores": s[k], "labels": labels[k]})
        return results


def build_detector(cfg):
    m = cfg["model"]
    return TinyDetector(num_classes=m["num_classes"], width=m["width"], stride=m["stride"],
                        anchor_sizes=m["anchor_sizes"], anchor_ratios=m["anchor_ratios"],
                        box_coder_weights=m["box_coder_weights"])
