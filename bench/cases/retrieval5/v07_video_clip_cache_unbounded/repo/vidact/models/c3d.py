"""A compact C3D: 3x3x3 convolutions over (T, H, W)."""
import torch.nn as nn

from .heads import ClsHead


def conv3d_bn(cin, cout, pool):
    return nn.Sequential(
        nn.Conv3d(cin, cout, 3, padding=1, bias=False),
        nn.BatchNorm3d(cout),
        nn.ReLU(inplace=True),
        nn.MaxPool3d(pool),
    )


class C3D(nn.Module):
    def __init__(self, num_classes, width=32, dropout=0.5):
        super().__init__()
        w = width
        self.features = nn.Sequential(
            conv3d_bn(3, w, (1, 2, 2)),
            conv3d_bn(w, 2 * w, (2, 2, 2)),
            conv3d_bn(2 * w, 4 * w, (2, 2, 2)),
            conv3d_bn(4 * w, 8 * w, (2, 2, 2)),
            nn.AdaptiveAvgPool3d(1),
        )
        self.head = ClsHead(8 * w, num_classes, dropout)

    def forward(self, clips):
        """clips: (B, C, T, H, W) -> logits (B, num_classes)."""
        return self.head(self.features(clips).flatten(1))
