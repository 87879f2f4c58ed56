"""Sequence classifier: TCN encoder, prediction from the last time step."""

import torch.nn as nn

from tcnweather.models.tcn import TemporalConvNet


class TCNClassifier(nn.Module):
    def __init__(self, in_channels, num_classes, channels=(32, 32, 32, 32), kernel_size=3, dropout=0.1):
        super().__init__()
        self.encoder = TemporalConvNet(in_channels, list(channels), kernel_size, dropout)
        self.head = nn.Linear(self.encoder.out_channels, num_classes)

    def forward(self, x):                 # x: [B, C, T]
        h = self.encoder(x)               # [B, H, T]
        return self.head(h[:, :, -1])     # causal => last step has seen the full window


def build_model(cfg, in_channels, num_classes):
    m = cfg["model"]
    return TCNClassifier(in_channels, num_classes, m["channels"], m["kernel_size"], m["dropout"])
