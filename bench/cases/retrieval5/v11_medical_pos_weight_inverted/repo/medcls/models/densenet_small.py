"""A small DenseNet-BC for single-channel radiographs."""
import torch
import torch.nn as nn

from .heads import MultiLabelHead


class DenseLayer(nn.Module):
    def __init__(self, cin, growth):
        super().__init__()
        self.net = nn.Sequential(
            nn.BatchNorm2d(cin), nn.ReLU(inplace=True), nn.Conv2d(cin, 4 * growth, 1, bias=False),
            nn.BatchNorm2d(4 * growth), nn.ReLU(inplace=True), nn.Conv2d(4 * growth, growth, 3, 1, 1, bias=False),
        )

    def forward(self, x):
        return torch.cat([x, self.net(x)], dim=1)


def transition(cin, cout):
    return nn.Sequential(nn.BatchNorm2d(cin), nn.ReLU(inplace=True), nn.Conv2d(cin, cout, 1, bias=False),
                         nn.AvgPool2d(2))


class DenseNetSmall(nn.Module):
    def __init__(self, num_findings, growth=12, blocks=(4, 6, 8), dropout=0.0):
        super().__init__()
        c = 2 * growth
        layers = [nn.Conv2d(1, c, 3, 1, 1, bias=False)]
        for i, n in enumerate(blocks):
            for _ in range(n):
                layers.append(DenseLayer(c, growth))
                c += growth
            if i < len(blocks) - 1:
                layers.append(transition(c, c // 2))
                c //= 2
        layers += [nn.BatchNorm2d(c), nn.ReLU(inplace=True), nn.AdaptiveAvgPool2d(1)]
        self.features = nn.Sequential(*layers)
        self.head = MultiLabelHead(c, num_findings, dropout)

    def forward(self, x):
        return self.head(self.features(x).flatten(1))
