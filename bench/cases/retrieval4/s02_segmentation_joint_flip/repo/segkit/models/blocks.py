import torch.nn as nn


class ConvBNReLU(nn.Sequential):
    def __init__(self, cin, cout, k=3, stride=1, dilation=1):
        pad = dilation * (k // 2)
        super().__init__(
            nn.Conv2d(cin, cout, k, stride=stride, padding=pad, dilation=dilation, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
        )


class DoubleConv(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(ConvBNReLU(cin, cout), ConvBNReLU(cout, cout))
