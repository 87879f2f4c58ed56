import math

import torch
from torch import nn


def _block(cin, cout, dilation=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=dilation, dilation=dilation),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class HeatmapNet(nn.Module):
    def __init__(self, width=24, prior=0.01):
        super().__init__()
        self.body = nn.Sequential(_block(1, width), _block(width, width, 2), _block(width, width, 4),
                                  _block(width, width))
        self.head = nn.Conv2d(width, 1, 1)
        nn.init.constant_(self.head.bias, -math.log((1 - prior) / prior))

    def forward(self, x):
        return self.head(self.body(x))
