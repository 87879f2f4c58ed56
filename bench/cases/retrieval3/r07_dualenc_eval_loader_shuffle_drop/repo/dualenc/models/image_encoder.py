import torch.nn as nn


def _stage(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, 2, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
                         nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class ImageEncoder(nn.Module):
    def __init__(self, width=32, out_dim=256):
        super().__init__()
        w = width
        self.stages = nn.Sequential(_stage(3, w), _stage(w, w * 2), _stage(w * 2, w * 4), _stage(w * 4, w * 8))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.proj = nn.Linear(w * 8, out_dim)

    def forward(self, x):
        return self.proj(self.pool(self.stages(x)).flatten(1))
