import torch.nn as nn


class YieldMLP(nn.Module):
    def __init__(self, n_features, hidden=256, depth=2):
        super().__init__()
        layers, d = [], n_features
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.Tanh()]
            d = hidden
        layers.append(nn.Linear(d, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)
