import torch
import torch.nn.functional as F
from torch import nn

from .blocks import conv_bn_relu


class ASPP(nn.Module):
    def __init__(self, cin, cout, rates=(1, 2, 4)):
        super().__init__()
        self.branches = nn.ModuleList(conv_bn_relu(cin, cout, 1 if r == 1 else 3, r) for r in rates)
        self.pool = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Conv2d(cin, cout, 1), nn.ReLU())
        self.project = conv_bn_relu(cout * (len(rates) + 1), cout, 1)

    def forward(self, x):
        outs = [b(x) for b in self.branches]
        outs.append(self.pool(x).expand(-1, -1, x.size(2), x.size(3)))
        return self.project(torch.cat(outs, 1))


class ASPPNet(nn.Module):
    def __init__(self, num_classes, base=16, rates=(1, 2, 4)):
        super().__init__()
        self.stem = nn.Sequential(conv_bn_relu(3, base), nn.MaxPool2d(2),
                                  conv_bn_relu(base, 2 * base), nn.MaxPool2d(2))
        self.aspp = ASPP(2 * base, 2 * base, rates)
        self.cls = nn.Conv2d(2 * base, num_classes, 1)

    def forward(self, x):
        y = self.cls(self.aspp(self.stem(x)))
        return F.interpolate(y, size=x.shape[-2:], mode="bilinear", align_corners=False)
