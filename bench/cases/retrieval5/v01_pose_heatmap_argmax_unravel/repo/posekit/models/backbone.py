"""A small ResNet-ish backbone with output stride 16."""
import torch.nn as nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = conv_bn(cin, cout, stride)
        self.conv2 = nn.Sequential(nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout))
        self.skip = None
        if stride != 1 or cin != cout:
            self.skip = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        identity = x if self.skip is None else self.skip(x)
        return self.act(self.conv2(self.conv1(x)) + identity)


class SimpleBackbone(nn.Module):
    """stem (/4) followed by two strided stages (/16)."""

    def __init__(self, width=32):
        super().__init__()
        self.stem = nn.Sequential(conv_bn(3, width, 2), conv_bn(width, width, 2))
        self.stage1 = BasicBlock(width, width * 2, stride=2)
        self.stage2 = BasicBlock(width * 2, width * 4, stride=2)
        self.out_channels = width * 4
        self.stride = 16

    def forward(self, x):
        return self.stage2(self.stage1(self.stem(x)))
