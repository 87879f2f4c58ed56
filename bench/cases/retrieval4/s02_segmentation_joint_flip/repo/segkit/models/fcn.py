import torch.nn as nn
import torch.nn.functional as F

from .blocks import ConvBNReLU


class SimpleFCN(nn.Module):
    def __init__(self, in_channels=3, num_classes=8, base=32):
        super().__init__()
        self.backbone = nn.Sequential(
            ConvBNReLU(in_channels, base, stride=2),
            ConvBNReLU(base, base * 2, stride=2),
            ConvBNReLU(base * 2, base * 4, stride=2),
            ConvBNReLU(base * 4, base * 4, dilation=2),
        )
        self.classifier = nn.Sequential(ConvBNReLU(base * 4, base * 2), nn.Dropout2d(0.1),
                                        nn.Conv2d(base * 2, num_classes, 1))

    def forward(self, x):
        size = x.shape[-2:]
        out = self.classifier(self.backbone(x))
        return F.interpolate(out, size=size, mode="bilinear", align_corners=False)
