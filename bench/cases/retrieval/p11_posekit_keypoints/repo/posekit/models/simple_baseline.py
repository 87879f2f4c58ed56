import math

from torch import nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout),
                         nn.ReLU(inplace=True))


class SimpleBaseline(nn.Module):
    """Xiao et al. (2018): a strided backbone followed by deconvolutions to the heatmap resolution."""

    def __init__(self, num_joints, c=32, stride=4):
        super().__init__()
        self.backbone = nn.Sequential(conv_bn(1, c), conv_bn(c, c, 2), conv_bn(c, 2 * c, 2),
                                      conv_bn(2 * c, 2 * c), conv_bn(2 * c, 4 * c, 2))
        ups = int(math.log2(8 // stride)) if stride < 8 else 0
        layers, cin = [], 4 * c
        for _ in range(ups):
            layers += [nn.ConvTranspose2d(cin, 2 * c, 4, 2, 1, bias=False), nn.BatchNorm2d(2 * c),
                       nn.ReLU(inplace=True)]
            cin = 2 * c
        self.deconv = nn.Sequential(*layers)
        self.head = nn.Conv2d(cin, num_joints, 1)

    def forward(self, x):
        return self.head(self.deconv(self.backbone(x)))
