import torch
from torch import nn

from .builder import MODELS


@MODELS.register()
class ShallowConvNet(nn.Module):
    """Schirrmeister et al. shallow net: temporal+spatial conv, square, log(mean)."""

    def __init__(self, num_channels, window_len, num_classes, filters=20, kernel=13,
                 pool=35, stride=7, dropout=0.5):
        super().__init__()
        self.temporal = nn.Conv2d(1, filters, (1, kernel))
        self.spatial = nn.Conv2d(filters, filters, (num_channels, 1), bias=False)
        self.bn = nn.BatchNorm2d(filters)
        self.pool = nn.AvgPool2d((1, pool), stride=(1, stride))
        self.drop = nn.Dropout(dropout)
        with torch.no_grad():
            n = self._features(torch.zeros(1, num_channels, window_len)).size(1)
        self.classifier = nn.Linear(n, num_classes)

    def _features(self, x):
        x = self.bn(self.spatial(self.temporal(x.unsqueeze(1))))
        x = torch.log(self.pool(x * x).clamp(min=1e-6))
        return self.drop(x).flatten(1)

    def forward(self, x):
        return self.classifier(self._features(x))
