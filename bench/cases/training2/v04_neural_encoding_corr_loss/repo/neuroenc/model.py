import torch
import torch.nn as nn


class FactorizedEncoder(nn.Module):
    """Shared temporal-conv core + per-neuron linear readout with an exponential output."""

    def __init__(self, n_features, lag, n_neurons, hidden=64):
        super().__init__()
        self.core = nn.Sequential(
            nn.Conv1d(n_features, hidden, kernel_size=3, padding=1),
            nn.ELU(),
            nn.Conv1d(hidden, hidden, kernel_size=3, padding=1),
            nn.ELU(),
        )
        self.readout = nn.Linear(hidden * lag, n_neurons)

    def forward(self, x):                      # x: (batch, lag, features)
        h = self.core(x.transpose(1, 2))       # (batch, hidden, lag)
        return torch.exp(self.readout(h.flatten(1)).clamp(max=10.0))
