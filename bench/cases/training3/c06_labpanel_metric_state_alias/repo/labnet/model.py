import torch.nn as nn

from .data import ANALYTES, DIAGNOSES


def make_model(hidden=256, depth=3, dropout=0.2):
    layers, d = [], 2 * ANALYTES
    for _ in range(depth):
        layers += [nn.Linear(d, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(dropout)]
        d = hidden
    layers.append(nn.Linear(d, DIAGNOSES))
    return nn.Sequential(*layers)
