"""MPNN for graph-level regression."""
import torch.nn as nn

from molprop.models.layers import EdgeConv, mlp
from molprop.models.readout import READOUTS


class MPNN(nn.Module):
    def __init__(self, in_dim, num_targets, hidden=64, num_layers=3, readout="sum_mean",
                 dropout=0.0):
        super().__init__()
        self.embed = nn.Linear(in_dim, hidden)
        self.layers = nn.ModuleList(EdgeConv(hidden, dropout) for _ in range(num_layers))
        if readout not in READOUTS:
            raise ValueError(f"unknown readout {readout!r}")
        self.readout = READOUTS[readout]
        ro_dim = 2 * hidden if readout == "sum_mean" else hidden
        self.head = mlp([ro_dim, hidden, num_targets])

    def forward(self, batch):
        h = self.embed(batch.x)
        for layer in self.layers:
            h = layer(h, batch.edge_index)
        g = self.readout(h, batch.batch, batch.num_graphs)
        return self.head(g)


def build_model(cfg, in_dim, num_targets):
    m = cfg["model"]
    return MPNN(in_dim, num_targets, hidden=m["hidden"], num_layers=m["num_layers"],
                readout=m["readout"], dropout=m.get("dropout", 0.0))
