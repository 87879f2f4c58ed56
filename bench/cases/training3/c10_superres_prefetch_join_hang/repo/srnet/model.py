import torch.nn as nn
import torch.nn.functional as F


class ESPCN(nn.Module):
    """Efficient sub-pixel CNN (Shi et al. 2016), 2x."""

    def __init__(self, scale=2, channels=32):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, channels, 5, padding=2), nn.Tanh(),
            nn.Conv2d(channels, channels, 3, padding=1), nn.Tanh(),
            nn.Conv2d(channels, scale * scale, 3, padding=1),
        )
        self.shuffle = nn.PixelShuffle(scale)
        self.scale = scale

    def forward(self, lr):
        up = F.interpolate(lr, scale_factor=self.scale, mode="bilinear", align_corners=False)
        return up + self.shuffle(self.body(lr))
