import torch.nn as nn
import torch.nn.functional as F


def conv_block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
                         nn.MaxPool2d(2))


class Conv4(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(conv_block(3, hidden), conv_block(hidden, hidden), conv_block(hidden, hidden),
                                 conv_block(hidden, hidden))
        self.out_dim = hidden * 5 * 5

    def forward(self, x):
        return self.net(x).flatten(1)


class ResBlock12(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(cin, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout)
        self.c2, self.b2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout)
        self.c3, self.b3 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout)
        self.short = nn.Sequential(nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.leaky_relu(self.b1(self.c1(x)), 0.1)
        y = F.leaky_relu(self.b2(self.c2(y)), 0.1)
        y = self.b3(self.c3(y))
        return F.max_pool2d(F.leaky_relu(y + self.short(x), 0.1), 2)


class ResNet12Lite(nn.Module):
    def __init__(self, widths=(64, 128, 256, 320)):
        super().__init__()
        layers, cin = [], 3
        for w in widths:
            layers.append(ResBlock12(cin, w))
            cin = w
        self.layers = nn.Sequential(*layers)
        self.out_dim = widths[-1]

    def forward(self, x):
        return F.adaptive_avg_pool2d(self.layers(x), 1).flatten(1)
