import torch
from torch import nn


def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.LeakyReLU(0.1, inplace=True),
                         nn.Conv2d(cout, cout, 3, padding=1), nn.LeakyReLU(0.1, inplace=True))


class RestoreUNet(nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.e1, self.e2 = block(3, c), block(c, 2 * c)
        self.pool = nn.MaxPool2d(2)
        self.mid = block(2 * c, 2 * c)
        self.up = nn.ConvTranspose2d(2 * c, c, 2, stride=2)
        self.d1 = block(2 * c, c)
        self.out = nn.Conv2d(c, 3, 1)

    def forward(self, x):
        a = self.e1(x)
        b = self.mid(self.e2(self.pool(a)))
        return x + self.out(self.d1(torch.cat([a, self.up(b)], 1)))
