import torch
import torch.nn as nn
import torch.nn.functional as F

from segkit.models.blocks import ConvBNReLU


class ASPP(nn.Module):
    def __init__(self, in_ch, out_ch=128, rates=(6, 12, 18)):
        super().__init__()
        self.branches = nn.ModuleList([ConvBNReLU(in_ch, out_ch, k=1)] +
                                      [ConvBNReLU(in_ch, out_ch, dilation=r) for r in rates])
        self.pool = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Conv2d(in_ch, out_ch, 1), nn.ReLU(inplace=True))
        self.project = ConvBNReLU(out_ch * (len(rates) + 2), out_ch, k=1)

    def forward(self, x):
        outs = [b(x) for b in self.branches]
        pooled = F.interpolate(self.pool(x), size=x.shape[-2:], mode="nearest")
        return self.project(torch.cat(outs + [pooled], dim=1))


class DeepLabLite(nn.Module):
    def __init__(self, num_classes, in_channels=3, base_channels=32):
        super().__init__()
        c = base_channels
        self.backbone = nn.Sequential(
            ConvBNReLU(in_channels, c, stride=2), ConvBNReLU(c, c * 2, stride=2),
            ConvBNReLU(c * 2, c * 4, stride=2), ConvBNReLU(c * 4, c * 4, dilation=2),
            ConvBNReLU(c * 4, c * 8, dilation=4),
        )
        self.aspp = ASPP(c * 8)
        self.classifier = nn.Conv2d(128, num_classes, 1)

    def forward(self, x):
        size = x.shape[-2:]
        y = self.classifier(self.aspp(self.backbone(x)))
        return F.interpolate(y, size=size, mode="bilinear", align_corners=False)
