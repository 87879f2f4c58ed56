import torch.nn.functional as F
from torch import nn


class Residual(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.body = nn.Sequential(nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c, 3, padding=1),
                                  nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c, 3, padding=1))

    def forward(self, x):
        return x + self.body(x)


class Hourglass(nn.Module):
    def __init__(self, c, depth=2):
        super().__init__()
        self.up = Residual(c)
        self.low1 = Residual(c)
        self.low2 = Hourglass(c, depth - 1) if depth > 1 else Residual(c)
        self.low3 = Residual(c)

    def forward(self, x):
        up = self.up(x)
        low = self.low3(self.low2(self.low1(F.max_pool2d(x, 2))))
        return up + F.interpolate(low, size=up.shape[-2:], mode="nearest")


class MiniHourglass(nn.Module):
    def __init__(self, num_joints, c=32, stride=4):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, c, 3, 2, 1), nn.BatchNorm2d(c), nn.ReLU(),
                                  nn.Conv2d(c, c, 3, 2 if stride >= 4 else 1, 1), nn.BatchNorm2d(c), nn.ReLU())
        self.hg = Hourglass(c, 2)
        self.head = nn.Conv2d(c, num_joints, 1)

    def forward(self, x):
        return self.head(self.hg(self.stem(x)))
