import torch.nn as nn


def pixel_mlp(in_dim, num_classes, hidden=128, depth=3, dropout=0.1):
    layers, d = [], in_dim
    for _ in range(depth):
        layers += [nn.Linear(d, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(dropout)]
        d = hidden
    layers.append(nn.Linear(d, num_classes))
    return nn.Sequential(*layers)
