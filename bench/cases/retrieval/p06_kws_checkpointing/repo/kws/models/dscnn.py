from torch import nn


def ds_block(c):
    return nn.Sequential(
        nn.Conv2d(c, c, 3, padding=1, groups=c, bias=False), nn.BatchNorm2d(c), nn.ReLU(),
        nn.Conv2d(c, c, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU())


class DSCNN(nn.Module):
    """Depthwise-separable CNN (Zhang et al., 'Hello Edge')."""

    def __init__(self, num_classes=12, n_mels=40, channels=32, blocks=3, dropout=0.1):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, channels, (10, 4), stride=(2, 2), padding=(5, 1), bias=False),
            nn.BatchNorm2d(channels), nn.ReLU(),
            *[ds_block(channels) for _ in range(blocks)],
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(channels, num_classes)

    def forward(self, x):
        return self.classifier(self.dropout(self.encoder(x.unsqueeze(1))))
