import torch
import torch.nn as nn
import torch.nn.functional as F


class ConvELU(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(nn.ReflectionPad2d(1), nn.Conv2d(cin, cout, 3), nn.ELU(inplace=True))


class UpBlock(nn.Module):
    """Upsample x2, concatenate the skip connection, fuse."""

    def __init__(self, cin, skip_ch, cout):
        super().__init__()
        self.reduce = ConvELU(cin, cout)
        self.fuse = ConvELU(cout + skip_ch, cout)

    def forward(self, x, skip=None):
        x = F.interpolate(self.reduce(x), scale_factor=2, mode="nearest")
        if skip is not None:
            x = torch.cat([x, skip], dim=1)
        return self.fuse(x)


class PixelShuffleUp(nn.Module):
    """Learned x2 upsampling (sub-pixel conv), used for the last stage without skip."""

    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout * 4, 3, 1, 1)
        self.shuffle = nn.PixelShuffle(2)

    def forward(self, x):
        return F.elu(self.shuffle(self.conv(x)))


class DepthDecoder(nn.Module):
    def __init__(self, enc_channels, dec_channels=(256, 128, 64, 32, 16)):
        super().__init__()
        c = list(dec_channels)
        self.up4 = UpBlock(enc_channels[4], enc_channels[3], c[0])
        self.up3 = UpBlock(c[0], enc_channels[2], c[1])
        self.up2 = UpBlock(c[1], enc_channels[1], c[2])
        self.up1 = UpBlock(c[2], enc_channels[0], c[3])
        self.up0 = PixelShuffleUp(c[3], c[4])

    def forward(self, feats):
        f0, f1, f2, f3, f4 = feats
        x = self.up4(f4, f3)
        x = self.up3(x, f2)
        x = self.up2(x, f1)
        x = self.up1(x, f0)
        return self.up0(x)
