import torch.nn as nn
import torch.nn.functional as F

from segkit.models.blocks import DoubleConv, Up


class UNet(nn.Module):
    def __init__(self, num_classes, in_channels=3, base_channels=32, depth=4):
        super().__init__()
        chs = [base_channels * 2 ** i for i in range(depth + 1)]
        self.stem = DoubleConv(in_channels, chs[0])
        self.downs = nn.ModuleList(DoubleConv(chs[i], chs[i + 1]) for i in range(depth))
        self.ups = nn.ModuleList(Up(chs[i + 1], chs[i]) for i in reversed(range(depth)))
        self.head = nn.Conv2d(chs[0], num_classes, 1)

    def forward(self, x):
        skips = [self.stem(x)]
        for down in self.downs:
            skips.append(down(F.max_pool2d(skips[-1], 2)))
        y = skips.pop()
        for up in self.ups:
            y = up(y, skips.pop())
        return self.head(y)
