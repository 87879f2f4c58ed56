"""A thin ResNet with squeeze-excitation, 2-D convolutions over (freq, time)."""
import torch.nn as nn

from .pooling import AttentiveStatsPool, StatsPool


class SEBlock(nn.Module):
    def __init__(self, channels, reduction=8):
        super().__init__()
        self.fc = nn.Sequential(
            nn.AdaptiveAvgPool2d(1), nn.Conv2d(channels, channels // reduction, 1), nn.ReLU(),
            nn.Conv2d(channels // reduction, channels, 1), nn.Sigmoid(),
        )

    def forward(self, x):
        return x * self.fc(x)


class ResBlock2d(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(),
            nn.Conv2d(cout, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), SEBlock(cout),
        )
        self.short = nn.Identity() if stride == 1 and cin == cout else nn.Sequential(
            nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(self.body(x) + self.short(x))


class ThinResNet(nn.Module):
    def __init__(self, n_mels=40, channels=32, embed_dim=192, pooling="stats", dropout=0.0):
        super().__init__()
        c = channels
        self.stem = nn.Sequential(nn.Conv2d(1, c, 3, 1, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU())
        self.layers = nn.Sequential(ResBlock2d(c, c, 1), ResBlock2d(c, 2 * c, 2), ResBlock2d(2 * c, 4 * c, 2))
        flat = 4 * c * ((n_mels + 3) // 4)
        self.pool = AttentiveStatsPool(flat) if pooling == "attentive" else StatsPool()
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(2 * flat, embed_dim))
        self.embed_dim = embed_dim

    def forward(self, feats):
        x = self.layers(self.stem(feats.transpose(1, 2).unsqueeze(1)))  # (B, C, F', T')
        B, C, F, T = x.shape
        return self.head(self.pool(x.reshape(B, C * F, T)))
