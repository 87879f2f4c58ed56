import math

import torch.nn as nn

from .blocks import conv3x3


class PixelShuffleUpsampler(nn.Sequential):
    """Sub-pixel upsampling; x2 steps for powers of two, single x3 step."""

    def __init__(self, scale, n_feats):
        layers = []
        if scale & (scale - 1) == 0:
            for _ in range(int(math.log2(scale))):
                layers += [conv3x3(n_feats, 4 * n_feats), nn.PixelShuffle(2)]
        elif scale == 3:
            layers += [conv3x3(n_feats, 9 * n_feats), nn.PixelShuffle(3)]
        else:
            raise ValueError(f"unsupported scale {scale}")
        super().__init__(*layers)
