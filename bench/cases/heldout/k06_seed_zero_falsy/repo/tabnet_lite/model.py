import torch.nn as nn


def make_mlp(d_in, hidden=64, n_classes=2, dropout=0.1):
    return nn.Sequential(
        nn.Linear(d_in, hidden), nn.ReLU(), nn.Dropout(dropout),
        nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
        nn.Linear(hidden, n_classes),
    )
