"""A two-branch high-resolution network (HRNet-style parallel streams with fusion)."""
import torch.nn.functional as F
from torch import nn


def block(c):
    return nn.Sequential(nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), nn.ReLU(inplace=True))


class TwoBranchStage(nn.Module):
    def __init__(self, c_hi, c_lo):
        super().__init__()
        self.hi = nn.Sequential(block(c_hi), block(c_hi))
        self.lo = nn.Sequential(block(c_lo), block(c_lo))
        self.lo_to_hi = nn.Conv2d(c_lo, c_hi, 1)
        self.hi_to_lo = nn.Conv2d(c_hi, c_lo, 3, stride=2, padding=1)

    def forward(self, hi, lo):
        hi, lo = self.hi(hi), self.lo(lo)
        hi2 = hi + F.interpolate(self.lo_to_hi(lo), size=hi.shape[-2:], mode="bilinear", align_corners=False)
        lo2 = lo + self.hi_to_lo(hi)
        return F.relu(hi2), F.relu(lo2)


class HRNetLite(nn.Module):
    def __init__(self, num_joints, c=16, stages=2):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, c, 3, 2, 1), nn.BatchNorm2d(c), nn.ReLU(),
                                  nn.Conv2d(c, c, 3, 2, 1), nn.BatchNorm2d(c), nn.ReLU())
        self.down = nn.Conv2d(c, 2 * c, 3, 2, 1)
        self.stages = nn.ModuleList(TwoBranchStage(c, 2 * c) for _ in range(stages))
        self.head = nn.Conv2d(c, num_joints, 1)

    def forward(self, x):
        hi = self.stem(x)
        lo = self.down(hi)
        for s in self.stages:
            hi, lo = s(hi, lo)
        return self.head(hi)
