"""Top-down pose network = backbone + head."""
import torch.nn as nn

from .backbone import SimpleBackbone
from .heads import HeatmapHead, IntegralHead


class TopDownPoseNet(nn.Module):
    def __init__(self, num_keypoints=17, width=32, head="heatmap", num_deconv=2):
        super().__init__()
        self.backbone = SimpleBackbone(width)
        cls = IntegralHead if head == "integral" else HeatmapHead
        self.head = cls(self.backbone.out_channels, num_keypoints, num_deconv=num_deconv)
        self.head_type = head
        self.heatmap_stride = self.backbone.stride // (2 ** num_deconv)

    def forward(self, images):
        return self.head(self.backbone(images))


def build_model(cfg):
    m = cfg["model"]
    return TopDownPoseNet(
        num_keypoints=cfg["data"]["num_keypoints"],
        width=m.get("width", 32),
        head=m.get("head", "heatmap"),
        num_deconv=m.get("num_deconv", 2),
    )
