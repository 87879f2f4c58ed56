from torch import nn

from .builder import MODELS


@MODELS.register()
class MLP(nn.Module):
    def __init__(self, in_dim, num_classes, hidden=64, depth=2, dropout=0.0, norm="none"):
        super().__init__()
        layers, d = [], in_dim
        for _ in range(depth):
            layers.append(nn.Linear(d, hidden))
            if norm == "batch":
                layers.append(nn.BatchNorm1d(hidden))
            elif norm == "layer":
                layers.append(nn.LayerNorm(hidden))
            layers += [nn.ReLU(), nn.Dropout(dropout)]
            d = hidden
        layers.append(nn.Linear(d, num_classes))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


@MODELS.register()
class LogisticRegression(nn.Module):
    def __init__(self, in_dim, num_classes):
        super().__init__()
        self.linear = nn.Linear(in_dim, num_classes)

    def forward(self, x):
        return self.linear(x)
