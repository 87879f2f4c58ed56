import torch
from torch import nn


class SpectrumCNN(nn.Module):
    def __init__(self, n_classes=4, channels=(16, 32, 64), kernel_size=7, dropout=0.2):
        super().__init__()
        layers, c_in = [], 1
        for c in channels:
            layers += [nn.Conv1d(c_in, c, kernel_size, padding=kernel_size // 2),
                       nn.BatchNorm1d(c), nn.GELU(), nn.MaxPool1d(2)]
            c_in = c
        self.body = nn.Sequential(*layers)
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(c_in, n_classes))

    def forward(self, x):
        h = self.body(x)
        return self.head(h.amax(dim=-1))


def build_model(cfg_model, n_classes):
    return SpectrumCNN(n_classes, tuple(cfg_model["channels"]), cfg_model["kernel_size"],
                       cfg_model["dropout"])
