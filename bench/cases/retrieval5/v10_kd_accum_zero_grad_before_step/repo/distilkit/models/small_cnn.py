"""A small depthwise-separable CNN student."""
import torch.nn as nn


def dw_sep(cin, cout, stride):
    return nn.Sequential(
        nn.Conv2d(cin, cin, 3, stride, 1, groups=cin, bias=False), nn.BatchNorm2d(cin), nn.ReLU(inplace=True),
        nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
    )


class SmallCNN(nn.Module):
    def __init__(self, num_classes=10, width=16):
        super().__init__()
        w = width
        self.stem = nn.Sequential(nn.Conv2d(3, w, 3, 1, 1, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True))
        self.body = nn.Sequential(dw_sep(w, 2 * w, 1), dw_sep(2 * w, 4 * w, 2), dw_sep(4 * w, 4 * w, 2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(4 * w, num_classes)
        self.feature_dim = 4 * w

    def forward_features(self, x):
        return self.body(self.stem(x))

    def forward(self, x):
        return self.fc(self.pool(self.forward_features(x)).flatten(1))
