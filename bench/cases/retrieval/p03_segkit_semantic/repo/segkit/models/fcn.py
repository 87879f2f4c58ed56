import torch.nn.functional as F
from torch import nn

from .blocks import conv_bn_relu


class FCNHead(nn.Sequential):
    def __init__(self, cin, num_classes, dropout=0.1):
        super().__init__(conv_bn_relu(cin, cin // 2), nn.Dropout(dropout),
                         nn.Conv2d(cin // 2, num_classes, 1))


class TinyFCN(nn.Module):
    """Stride-8 backbone + FCN head, bilinear upsampling to the input size."""

    def __init__(self, num_classes, base=16):
        super().__init__()
        self.backbone = nn.Sequential(
            conv_bn_relu(3, base), nn.MaxPool2d(2),
            conv_bn_relu(base, 2 * base), nn.MaxPool2d(2),
            conv_bn_relu(2 * base, 4 * base), nn.MaxPool2d(2),
            conv_bn_relu(4 * base, 4 * base))
        self.head = FCNHead(4 * base, num_classes)

    def forward(self, x):
        out = self.head(self.backbone(x))
        return F.interpolate(out, size=x.shape[-2:], mode="bilinear", align_corners=False)
