import torch
import torch.nn.functional as F
from torch import nn

from .blocks import DoubleConv


class UNet(nn.Module):
    def __init__(self, in_ch=3, num_classes=8, base=16, depth=3):
        super().__init__()
        chs = [base * 2 ** i for i in range(depth + 1)]
        self.inc = DoubleConv(in_ch, chs[0])
        self.downs = nn.ModuleList(DoubleConv(chs[i], chs[i + 1]) for i in range(depth))
        self.ups = nn.ModuleList(nn.ConvTranspose2d(chs[i + 1], chs[i], 2, stride=2)
                                 for i in reversed(range(depth)))
        self.dec = nn.ModuleList(DoubleConv(2 * chs[i], chs[i]) for i in reversed(range(depth)))
        self.head = nn.Conv2d(chs[0], num_classes, 1)

    def forward(self, x):
        skips = [self.inc(x)]
        for down in self.downs:
            skips.append(down(F.max_pool2d(skips[-1], 2)))
        h = skips.pop()
        for up, dec in zip(self.ups, self.dec):
            h = up(h)
            skip = skips.pop()
            if h.shape[-2:] != skip.shape[-2:]:
                h = F.interpolate(h, size=skip.shape[-2:], mode="bilinear", align_corners=False)
            h = dec(torch.cat([skip, h], dim=1))
        return self.head(h)
