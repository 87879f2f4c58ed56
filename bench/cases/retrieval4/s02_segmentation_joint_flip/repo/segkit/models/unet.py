import torch
import torch.nn as nn
import torch.nn.functional as F

from .blocks import DoubleConv


class UNet(nn.Module):
    def __init__(self, in_channels=3, num_classes=8, base=32, depth=4):
        super().__init__()
        chs = [base * 2 ** i for i in range(depth)]
        self.downs = nn.ModuleList()
        c = in_channels
        for ch in chs:
            self.downs.append(DoubleConv(c, ch))
            c = ch
        self.bottleneck = DoubleConv(c, c * 2)
        self.ups = nn.ModuleList()
        self.up_convs = nn.ModuleList()
        c = c * 2
        for ch in reversed(chs):
            self.ups.append(nn.ConvTranspose2d(c, ch, 2, stride=2))
            self.up_convs.append(DoubleConv(ch * 2, ch))
            c = ch
        self.head = nn.Conv2d(c, num_classes, 1)

    def forward(self, x):
        skips = []
        for down in self.downs:
            x = down(x)
            skips.append(x)
            x = F.max_pool2d(x, 2)
        x = self.bottleneck(x)
        for up, conv, skip in zip(self.ups, self.up_convs, reversed(skips)):
            x = up(x)
            if x.shape[-2:] != skip.shape[-2:]:
                x = F.interpolate(x, size=skip.shape[-2:], mode="bilinear", align_corners=False)
            x = conv(torch.cat([x, skip], dim=1))
        return self.head(x)
