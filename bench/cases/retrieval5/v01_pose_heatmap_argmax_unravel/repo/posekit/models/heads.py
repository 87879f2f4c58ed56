"""Pose heads: deconvolution heatmap head and integral (soft-argmax) head."""
import torch.nn as nn

from ..utils.heatmap import soft_argmax_2d


class HeatmapHead(nn.Module):
    """Upsamples backbone features by 2**num_deconv and predicts K heatmaps."""

    def __init__(self, in_channels, num_keypoints, num_deconv=2, width=64):
        super().__init__()
        layers = []
        c = in_channels
        for _ in range(num_deconv):
            layers += [
                nn.ConvTranspose2d(c, width, 4, stride=2, padding=1, bias=False),
                nn.BatchNorm2d(width),
                nn.ReLU(inplace=True),
            ]
            c = width
        self.deconv = nn.Sequential(*layers)
        self.final = nn.Conv2d(c, num_keypoints, 1)

    def forward(self, feats):
        return self.final(self.deconv(feats))


class IntegralHead(HeatmapHead):
    """Heatmap head whose output is turned into coordinates with soft-argmax.

    Returns both the (unnormalised) heatmaps and the expected coordinates in
    heatmap pixels, ``(B, K, 2)`` ordered as (x, y).
    """

    def __init__(self, in_channels, num_keypoints, num_deconv=2, width=64, beta=1.0):
        super().__init__(in_channels, num_keypoints, num_deconv, width)
        self.beta = beta

    def forward(self, feats):
        heatmaps = super().forward(feats)
        coords = soft_argmax_2d(heatmaps, beta=self.beta)
        return heatmaps, coords
