import torch.nn as nn


class SmallCNN(nn.Module):
    def __init__(self, out_dim, channels=(16, 32)):
        super().__init__()
        layers, cin = [], 3
        for c in channels:
            layers += [nn.Conv2d(cin, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(inplace=True),
                       nn.MaxPool2d(2)]
            cin = c
        self.features = nn.Sequential(*layers)
        self.pool = nn.AdaptiveAvgPool2d(2)
        self.proj = nn.Linear(cin * 4, out_dim)

    def forward(self, x):
        return self.proj(self.pool(self.features(x)).flatten(1))
