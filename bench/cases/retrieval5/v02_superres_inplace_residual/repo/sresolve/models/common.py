"""Building blocks shared by the SR generators."""
import math

import torch
import torch.nn as nn


def default_conv(cin, cout, kernel_size=3, bias=True):
    return nn.Conv2d(cin, cout, kernel_size, padding=kernel_size // 2, bias=bias)


class MeanShift(nn.Conv2d):
    """Subtract (sign=-1) or add back (sign=+1) the dataset RGB mean."""

    def __init__(self, rgb_range=1.0, rgb_mean=(0.4488, 0.4371, 0.4040), sign=-1):
        super().__init__(3, 3, kernel_size=1)
        self.weight.data = torch.eye(3).view(3, 3, 1, 1)
        self.bias.data = sign * rgb_range * torch.tensor(rgb_mean)
        for p in self.parameters():
            p.requires_grad = False


class Upsampler(nn.Sequential):
    """Sub-pixel convolution upsampler for scale 2, 3 or 2**n."""

    def __init__(self, scale, n_feats, act=None):
        layers = []
        if scale & (scale - 1) == 0:
            for _ in range(int(math.log2(scale))):
                layers.append(default_conv(n_feats, 4 * n_feats))
                layers.append(nn.PixelShuffle(2))
                if act is not None:
                    layers.append(act())
        elif scale == 3:
            layers.append(default_conv(n_feats, 9 * n_feats))
            layers.append(nn.PixelShuffle(3))
            if act is not None:
                layers.append(act())
        else:
            raise ValueError(f"unsupported scale {scale}")
        super().__init__(*layers)
