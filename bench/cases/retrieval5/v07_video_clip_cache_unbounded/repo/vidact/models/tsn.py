"""TSN-style model: a 2D CNN on every frame, averaged over time (consensus)."""
import torch.nn as nn

from .heads import ClsHead


class FrameEncoder(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        w = width
        layers, cin = [], 3
        for cout in (w, 2 * w, 4 * w, 8 * w):
            layers += [nn.Conv2d(cin, cout, 3, 2, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True)]
            cin = cout
        self.body = nn.Sequential(*layers, nn.AdaptiveAvgPool2d(1))
        self.out_channels = cin

    def forward(self, x):
        return self.body(x).flatten(1)


class TSN(nn.Module):
    def __init__(self, num_classes, width=32, dropout=0.5):
        super().__init__()
        self.encoder = FrameEncoder(width)
        self.head = ClsHead(self.encoder.out_channels, num_classes, dropout)

    def forward(self, clips):
        B, C, T, H, W = clips.shape
        frames = clips.transpose(1, 2).reshape(B * T, C, H, W)
        logits = self.head(self.encoder(frames)).view(B, T, -1)
        return logits.mean(dim=1)
