import torch.nn.functional as F
from torch import nn


class SRCNN(nn.Module):
    """Dong et al. 2014: bicubic upsampling followed by three convolutions."""

    def __init__(self, scale=2, channels=32):
        super().__init__()
        self.scale = scale
        self.net = nn.Sequential(nn.Conv2d(3, channels, 9, padding=4), nn.ReLU(inplace=True),
                                 nn.Conv2d(channels, channels // 2, 5, padding=2), nn.ReLU(inplace=True),
                                 nn.Conv2d(channels // 2, 3, 5, padding=2))

    def forward(self, x):
        if self.scale != 1:
            x = F.interpolate(x, scale_factor=self.scale, mode="bicubic", align_corners=False)
        return x + self.net(x)
