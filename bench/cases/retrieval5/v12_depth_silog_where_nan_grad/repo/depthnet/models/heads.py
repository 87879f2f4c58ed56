"""Depth prediction head with a bounded output range."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class BoundedDepthHead(nn.Module):
    """depth = min_depth + sigmoid(x) * (max_depth - min_depth), always > 0."""

    def __init__(self, in_channels, min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(in_channels, in_channels, 3, 1, 1), nn.ReLU(inplace=True),
                                  nn.Conv2d(in_channels, 1, 1))
        self.min_depth, self.max_depth = min_depth, max_depth

    def forward(self, x, out_size):
        logits = F.interpolate(self.conv(x), size=out_size, mode="bilinear", align_corners=False)
        return self.min_depth + torch.sigmoid(logits) * (self.max_depth - self.min_depth)
