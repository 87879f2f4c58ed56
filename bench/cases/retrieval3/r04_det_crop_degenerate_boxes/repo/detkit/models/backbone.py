import torch.nn as nn
import torch.nn.functional as F


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.short = None if stride == 1 and cin == cout else nn.Sequential(
            nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return F.relu(y + (x if self.short is None else self.short(x)))


class TinyResNetFPN(nn.Module):
    """Returns feature maps at strides 8, 16, 32 with `width * 4` channels."""

    def __init__(self, width=32):
        super().__init__()
        w = width
        self.stem = nn.Sequential(nn.Conv2d(3, w, 7, 2, 3, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True),
                                  nn.MaxPool2d(3, 2, 1))
        self.l2 = BasicBlock(w, w * 2, 2)
        self.l3 = BasicBlock(w * 2, w * 4, 2)
        self.l4 = BasicBlock(w * 4, w * 8, 2)
        out = w * 4
        self.lat = nn.ModuleList([nn.Conv2d(c, out, 1) for c in (w * 2, w * 4, w * 8)])
        self.smooth = nn.ModuleList([nn.Conv2d(out, out, 3, 1, 1) for _ in range(3)])
        self.out_channels = out

    def forward(self, x):
        c2 = self.l2(self.stem(x))
        c3 = self.l3(c2)
        c4 = self.l4(c3)
        p4 = self.lat[2](c4)
        p3 = self.lat[1](c3) + F.interpolate(p4, size=c3.shape[-2:], mode="nearest")
        p2 = self.lat[0](c2) + F.interpolate(p3, size=c2.shape[-2:], mode="nearest")
        return [s(p) for s, p in zip(self.smooth, (p2, p3, p4))]
