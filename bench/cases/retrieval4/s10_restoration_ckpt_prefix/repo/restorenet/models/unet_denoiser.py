import torch
import torch.nn as nn
import torch.nn.functional as F


class ResBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1)

    def forward(self, x):
        return x + self.conv2(F.gelu(self.conv1(x)))


class UNetDenoiser(nn.Module):
    def __init__(self, channels=3, width=32, depth=3):
        super().__init__()
        self.head = nn.Conv2d(channels, width, 3, padding=1)
        self.encoder = nn.ModuleList()
        self.down = nn.ModuleList()
        c = width
        for _ in range(depth):
            self.encoder.append(ResBlock(c))
            self.down.append(nn.Conv2d(c, c * 2, 2, stride=2))
            c *= 2
        self.middle = ResBlock(c)
        self.up = nn.ModuleList()
        self.decoder = nn.ModuleList()
        for _ in range(depth):
            self.up.append(nn.ConvTranspose2d(c, c // 2, 2, stride=2))
            c //= 2
            self.decoder.append(ResBlock(c))
        self.tail = nn.Conv2d(width, channels, 3, padding=1)

    def forward(self, x):
        h = self.head(x)
        skips = []
        for enc, down in zip(self.encoder, self.down):
            h = enc(h)
            skips.append(h)
            h = down(h)
        h = self.middle(h)
        for up, dec, skip in zip(self.up, self.decoder, reversed(skips)):
            h = dec(up(h) + skip)
        return x + self.tail(h)
