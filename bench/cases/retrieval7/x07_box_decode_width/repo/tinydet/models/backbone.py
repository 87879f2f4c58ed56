import torch.nn as nn


def conv_bn(cin, cout, stride):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class TinyBackbone(nn.Module):
    """Three stride-2 stages -> stride 8 feature map."""

    def __init__(self, width=32):
        super().__init__()
        self.stages = nn.Sequential(
            conv_bn(3, width // 2, 1),
            conv_bn(width // 2, width, 2),
            conv_bn(width, width, 2),
            conv_bn(width, width * 2, 2),
            conv_bn(width * 2, width * 2, 1),
        )
        self.out_channels = width * 2

    def forward(self, x):
        return self.stages(x)
