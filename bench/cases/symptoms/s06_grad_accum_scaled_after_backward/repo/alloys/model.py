import torch.nn as nn


def make_mlp(in_dim, hidden=(128, 128, 64)):
    layers, d = [], in_dim
    for h in hidden:
        layers += [nn.Linear(d, h), nn.Tanh()]
        d = h
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)
