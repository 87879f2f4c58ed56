import torch.nn as nn


class ESCNet(nn.Module):
    def __init__(self, n_classes, channels=(16, 32, 64), dropout=0.2):
        super().__init__()
        layers, cin = [], 1
        for c in channels:
            layers += [nn.Conv2d(cin, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(), nn.MaxPool2d(2)]
            cin = c
        self.features = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(cin, n_classes))

    def forward(self, x):
        return self.head(self.features(x))
