import torch.nn as nn
import torch.nn.functional as F


def _block(cin, cout, stride):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
                         nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class TinyFPN(nn.Module):
    strides = (8, 16, 32)

    def __init__(self, channels=64):
        super().__init__()
        self.c1 = _block(3, 32, 2)
        self.c2 = _block(32, 64, 2)
        self.c3 = _block(64, 96, 2)
        self.c4 = _block(96, 128, 2)
        self.c5 = _block(128, 160, 2)
        self.lat = nn.ModuleList([nn.Conv2d(c, channels, 1) for c in (96, 128, 160)])
        self.smooth = nn.ModuleList([nn.Conv2d(channels, channels, 3, padding=1) for _ in range(3)])

    def forward(self, x):
        c3 = self.c3(self.c2(self.c1(x)))
        c4 = self.c4(c3)
        c5 = self.c5(c4)
        p5 = self.lat[2](c5)
        p4 = self.lat[1](c4) + F.interpolate(p5, size=c4.shape[-2:], mode="nearest")
        p3 = self.lat[0](c3) + F.interpolate(p4, size=c3.shape[-2:], mode="nearest")
        return [s(p) for s, p in zip(self.smooth, (p3, p4, p5))]
