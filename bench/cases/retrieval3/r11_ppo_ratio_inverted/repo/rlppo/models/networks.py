import math

import torch.nn as nn

_ACTS = {"tanh": nn.Tanh, "relu": nn.ReLU}


def layer_init(layer, gain=math.sqrt(2), bias=0.0):
    nn.init.orthogonal_(layer.weight, gain)
    nn.init.constant_(layer.bias, bias)
    return layer


def mlp(sizes, activation="tanh", out_gain=1.0):
    layers = []
    for i in range(len(sizes) - 1):
        last = i == len(sizes) - 2
        layers.append(layer_init(nn.Linear(sizes[i], sizes[i + 1]), out_gain if last else math.sqrt(2)))
        if not last:
            layers.append(_ACTS[activation]())
    return nn.Sequential(*layers)
