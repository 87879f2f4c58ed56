import torch.nn as nn


class ConvBlock(nn.Sequential):
    def __init__(self, cin, cout, k=5, pool=2):
        super().__init__(
            nn.Conv1d(cin, cout, k, padding=k // 2),
            nn.BatchNorm1d(cout),
            nn.ReLU(inplace=True),
            nn.MaxPool1d(pool),
        )


class HARNet(nn.Module):
    def __init__(self, channels=6, n_classes=6, width=32):
        super().__init__()
        self.features = nn.Sequential(
            ConvBlock(channels, width),
            ConvBlock(width, 2 * width),
            ConvBlock(2 * width, 2 * width),
            nn.AdaptiveAvgPool1d(1),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(0.2), nn.Linear(2 * width, n_classes))

    def forward(self, x):
        return self.head(self.features(x))
