"""A two-level PWC-style network.

Flows at every level are expressed in *full resolution* pixels; they are divided
by the level's stride before warping features at that level.
"""
import torch
import torch.nn.functional as F
from torch import nn

from ..ops import flow_warp, local_correlation, upsample_flow
from .blocks import FeaturePyramid, FlowEstimator
from .builder import MODELS


@MODELS.register()
class PWCLite(nn.Module):
    def __init__(self, in_channels=3, channels=(16, 32), max_disp=2, hidden=48):
        super().__init__()
        self.pyramid = FeaturePyramid(in_channels, channels)
        self.max_disp = max_disp
        n_corr = (2 * max_disp + 1) ** 2
        self.est2 = FlowEstimator(n_corr + channels[1], hidden)
        self.est1 = FlowEstimator(n_corr + channels[0] + 2, hidden)
        self.strides = (2, 4)

    def forward(self, img1, img2):
        p1, p2 = self.pyramid(img1), self.pyramid(img2)
        # level 2 (1/4 res)
        corr2 = local_correlation(p1[1], p2[1], self.max_disp)
        flow2 = self.est2(torch.cat([corr2, p1[1]], dim=1)) * self.strides[1]
        # level 1 (1/2 res)
        up = upsample_flow(flow2, 2)
        warped = flow_warp(p2[0], up / self.strides[0])
        corr1 = local_correlation(p1[0], warped, self.max_disp)
        flow1 = up + self.est1(torch.cat([corr1, p1[0], up / self.strides[0]], dim=1))
        full = F.interpolate(flow1, size=img1.shape[-2:], mode="bilinear", align_corners=False)
        # finest first
        return [full, flow1, flow2]
