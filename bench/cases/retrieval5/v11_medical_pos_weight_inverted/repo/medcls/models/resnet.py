"""A small ResNet for single-channel radiographs."""
import torch.nn as nn
import torch.nn.functional as F

from .heads import MultiLabelHead


class Block(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.sc = nn.Identity() if stride == 1 and cin == cout else nn.Sequential(
            nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        return F.relu(self.b2(self.c2(F.relu(self.b1(self.c1(x))))) + self.sc(x))


class ResNetSmall(nn.Module):
    def __init__(self, num_findings, width=32, dropout=0.0):
        super().__init__()
        w = width
        self.stem = nn.Sequential(nn.Conv2d(1, w, 5, 2, 2, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True))
        self.body = nn.Sequential(Block(w, w, 1), Block(w, 2 * w, 2), Block(2 * w, 4 * w, 2), Block(4 * w, 4 * w, 2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.head = MultiLabelHead(4 * w, num_findings, dropout)

    def forward(self, x):
        return self.head(self.pool(self.body(self.stem(x))).flatten(1))
