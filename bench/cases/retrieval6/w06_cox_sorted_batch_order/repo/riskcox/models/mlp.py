from torch import nn


class DeepSurv(nn.Module):
    """MLP producing a scalar log-risk per row (higher = earlier expected event)."""

    def __init__(self, in_features, hidden=(32, 32), dropout=0.1, batch_norm=True):
        super().__init__()
        layers, d = [], in_features
        for h in hidden:
            layers.append(nn.Linear(d, h))
            if batch_norm:
                layers.append(nn.BatchNorm1d(h))
            layers += [nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1, bias=False))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x).squeeze(-1)
