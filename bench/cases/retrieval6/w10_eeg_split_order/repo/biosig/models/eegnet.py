from torch import nn

from .builder import MODELS


@MODELS.register()
class EEGNetLite(nn.Module):
    """Compact EEGNet: temporal conv -> depthwise spatial conv -> separable conv."""

    def __init__(self, num_channels, window_len, num_classes, f1=8, depth=2, f2=16,
                 kernel=32, dropout=0.25):
        super().__init__()
        self.temporal = nn.Sequential(nn.Conv2d(1, f1, (1, kernel), padding=(0, kernel // 2),
                                                bias=False), nn.BatchNorm2d(f1))
        self.spatial = nn.Sequential(
            nn.Conv2d(f1, f1 * depth, (num_channels, 1), groups=f1, bias=False),
            nn.BatchNorm2d(f1 * depth), nn.ELU(), nn.AvgPool2d((1, 4)), nn.Dropout(dropout))
        self.separable = nn.Sequential(
            nn.Conv2d(f1 * depth, f1 * depth, (1, 16), padding=(0, 8), groups=f1 * depth,
                      bias=False),
            nn.Conv2d(f1 * depth, f2, 1, bias=False), nn.BatchNorm2d(f2), nn.ELU(),
            nn.AdaptiveAvgPool2d((1, 4)), nn.Dropout(dropout))
        self.classifier = nn.Linear(f2 * 4, num_classes)

    def forward(self, x):
        x = x.unsqueeze(1)                     # (B, 1, C, T)
        x = self.separable(self.spatial(self.temporal(x)))
        return self.classifier(x.flatten(1))
