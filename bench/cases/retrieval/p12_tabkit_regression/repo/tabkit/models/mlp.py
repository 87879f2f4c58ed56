from torch import nn


class MLP(nn.Module):
    def __init__(self, n_in, hidden=(128, 64), dropout=0.0):
        super().__init__()
        layers, d = [], n_in
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x).squeeze(-1)


class ResBlock(nn.Module):
    def __init__(self, d, dropout=0.0):
        super().__init__()
        self.body = nn.Sequential(nn.BatchNorm1d(d), nn.Linear(d, 2 * d), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(2 * d, d), nn.Dropout(dropout))

    def forward(self, x):
        return x + self.body(x)


class TabResNet(nn.Module):
    """Gorishniy et al. (2021) ResNet baseline for tabular data."""

    def __init__(self, n_in, width=128, blocks=2, dropout=0.0):
        super().__init__()
        self.inp = nn.Linear(n_in, width)
        self.blocks = nn.Sequential(*[ResBlock(width, dropout) for _ in range(blocks)])
        self.out = nn.Sequential(nn.BatchNorm1d(width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.out(self.blocks(self.inp(x))).squeeze(-1)
