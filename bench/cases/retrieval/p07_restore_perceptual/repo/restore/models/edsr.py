from torch import nn


class ResBlock(nn.Module):
    def __init__(self, c, res_scale=0.1):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(c, c, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(c, c, 3, padding=1))
        self.res_scale = res_scale

    def forward(self, x):
        return x + self.res_scale * self.body(x)


class Upsampler(nn.Sequential):
    def __init__(self, scale, c):
        layers = []
        if scale in (2, 4):
            for _ in range(scale // 2):
                layers += [nn.Conv2d(c, 4 * c, 3, padding=1), nn.PixelShuffle(2)]
        elif scale == 3:
            layers += [nn.Conv2d(c, 9 * c, 3, padding=1), nn.PixelShuffle(3)]
        elif scale != 1:
            raise ValueError(f"unsupported scale {scale}")
        super().__init__(*layers)


class EDSR(nn.Module):
    def __init__(self, scale=2, channels=16, blocks=4):
        super().__init__()
        self.head = nn.Conv2d(3, channels, 3, padding=1)
        self.body = nn.Sequential(*[ResBlock(channels) for _ in range(blocks)],
                                  nn.Conv2d(channels, channels, 3, padding=1))
        self.tail = nn.Sequential(Upsampler(scale, channels), nn.Conv2d(channels, 3, 3, padding=1))

    def forward(self, x):
        h = self.head(x)
        return self.tail(h + self.body(h))
