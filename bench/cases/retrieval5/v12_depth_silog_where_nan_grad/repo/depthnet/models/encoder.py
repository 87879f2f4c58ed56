"""Residual encoder returning features at strides 2, 4, 8, 16."""
import torch.nn as nn
import torch.nn.functional as F


class ResBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.sc = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        return F.relu(self.b2(self.c2(F.relu(self.b1(self.c1(x))))) + self.sc(x))


class ResEncoder(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        w = width
        self.channels = [w, 2 * w, 4 * w, 8 * w]
        self.stem = nn.Sequential(nn.Conv2d(3, w, 3, 2, 1, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True))
        self.s2 = ResBlock(w, 2 * w, 2)
        self.s3 = ResBlock(2 * w, 4 * w, 2)
        self.s4 = ResBlock(4 * w, 8 * w, 2)

    def forward(self, x):
        f1 = self.stem(x)
        f2 = self.s2(f1)
        f3 = self.s3(f2)
        f4 = self.s4(f3)
        return [f1, f2, f3, f4]
