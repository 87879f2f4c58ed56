"""ShapeNet-Tiny: 3 conv layers + linear head, ~9k parameters, no BatchNorm (folded on device)."""
import torch
from torch import nn

from .quant import QuantConv2d, QuantLinear


class TinyShapeNet(nn.Module):
    def __init__(self, n_classes=5, width=16, qat=False, bits=8):
        super().__init__()
        if qat:
            conv = lambda *a, **k: QuantConv2d(*a, bits=bits, **k)   # noqa: E731
            lin = lambda *a, **k: QuantLinear(*a, bits=bits, **k)    # noqa: E731
        else:
            conv, lin = nn.Conv2d, nn.Linear
        self.conv1 = conv(1, width, 3, padding=1)
        self.conv2 = conv(width, width * 2, 3, padding=1, stride=2)
        self.conv3 = conv(width * 2, width * 2, 3, padding=1, stride=2)
        self.head = lin(width * 2, n_classes)
        self.act = nn.ReLU()

    def forward(self, x):
        x = self.act(self.conv1(x))
        x = self.act(self.conv2(x))
        x = self.act(self.conv3(x))
        return self.head(x.mean(dim=(2, 3)))
