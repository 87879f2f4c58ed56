import torch.nn as nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class SimpleBaseline(nn.Module):
    """Downsamples by 32 then upsamples by 2 ** deconv_layers (stride-4 heatmaps with 3 layers)."""

    def __init__(self, num_joints, width=64, deconv_layers=3):
        super().__init__()
        w = width
        chans = [3, w, w * 2, w * 4, w * 4, w * 8]
        self.encoder = nn.Sequential(*[nn.Sequential(conv_bn(chans[i], chans[i + 1], 2), conv_bn(chans[i + 1], chans[i + 1]))
                                       for i in range(5)])
        layers, cin = [], w * 8
        for _ in range(deconv_layers):
            layers += [nn.ConvTranspose2d(cin, 256, 4, 2, 1, bias=False), nn.BatchNorm2d(256), nn.ReLU(inplace=True)]
            cin = 256
        self.decoder = nn.Sequential(*layers)
        self.final = nn.Conv2d(256, num_joints, 1)

    def forward(self, x):
        return self.final(self.decoder(self.encoder(x)))
