from torch import nn


def make_mlp(n_in, hidden=512, depth=3, dropout=0.1):
    layers, d = [], n_in
    for _ in range(depth):
        layers += [nn.Linear(d, hidden), nn.ReLU(), nn.Dropout(dropout)]
        d = hidden
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)
