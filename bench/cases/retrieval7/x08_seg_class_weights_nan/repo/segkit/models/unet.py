import torch.nn as nn

from .blocks import DoubleConv, Down, Up


class UNet(nn.Module):
    def __init__(self, in_channels=1, num_classes=4, base_channels=8, depth=3, upsample="bilinear"):
        super().__init__()
        chans = [base_channels * 2 ** i for i in range(depth + 1)]
        self.stem = DoubleConv(in_channels, chans[0])
        self.downs = nn.ModuleList(Down(chans[i], chans[i + 1]) for i in range(depth))
        self.ups = nn.ModuleList(
            Up(chans[i + 1], chans[i], chans[i], upsample) for i in reversed(range(depth)))
        self.classifier = nn.Conv2d(chans[0], num_classes, 1)

    def forward(self, x):
        skips = [self.stem(x)]
        for down in self.downs:
            skips.append(down(skips[-1]))
        x = skips.pop()
        for up in self.ups:
            x = up(x, skips.pop())
        return self.classifier(x)


def build_model(cfg):
    m = cfg["model"]
    return UNet(in_channels=m.get("in_channels", 1), num_classes=m["num_classes"],
                base_channels=m["base_channels"], depth=m["depth"],
                upsample=m.get("upsample", "bilinear"))
