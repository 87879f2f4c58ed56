import torch.nn as nn

from tinydepth.models.blocks import ConvBNReLU, DownBlock, UpBlock
from tinydepth.models.heads import BoundedDepthHead


class TinyDepthNet(nn.Module):
    """Three-level U-Net style encoder-decoder producing a full-resolution depth map."""

    def __init__(self, base_channels=8, min_depth=0.5, max_depth=20.0):
        super().__init__()
        c = base_channels
        self.stem = ConvBNReLU(3, c)
        self.down1 = DownBlock(c, 2 * c)
        self.down2 = DownBlock(2 * c, 4 * c)
        self.down3 = DownBlock(4 * c, 8 * c)
        self.up3 = UpBlock(8 * c, 4 * c, 4 * c)
        self.up2 = UpBlock(4 * c, 2 * c, 2 * c)
        self.up1 = UpBlock(2 * c, c, c)
        self.head = BoundedDepthHead(c, min_depth=min_depth, max_depth=max_depth)

    def forward(self, image):
        s0 = self.stem(image)
        s1 = self.down1(s0)
        s2 = self.down2(s1)
        x = self.down3(s2)
        x = self.up3(x, s2)
        x = self.up2(x, s1)
        x = self.up1(x, s0)
        return self.head(x)
