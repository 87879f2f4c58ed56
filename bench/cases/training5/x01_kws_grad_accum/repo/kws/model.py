import torch
from torch import nn


class ConvBlock(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
        )


class KeywordCNN(nn.Module):
    def __init__(self, n_classes, channels=(16, 32, 64), dropout=0.2):
        super().__init__()
        blocks, cin = [], 1
        for c in channels:
            blocks.append(ConvBlock(cin, c))
            cin = c
        self.features = nn.Sequential(*blocks)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(cin, n_classes)

    def forward(self, x):
        x = self.pool(self.features(x)).flatten(1)
        return self.classifier(self.dropout(x))
