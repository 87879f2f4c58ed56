from torch import nn


class MLPForecaster(nn.Module):
    def __init__(self, window, horizon, hidden=128, depth=3):
        super().__init__()
        layers, d = [], window
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.GELU()]
            d = hidden
        layers.append(nn.Linear(d, horizon))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)
