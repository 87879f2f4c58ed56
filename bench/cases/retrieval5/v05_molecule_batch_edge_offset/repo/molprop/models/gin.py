"""Graph Isomorphism Network (Xu et al., 2019); ignores bond features."""
import torch
import torch.nn as nn

from .readout import global_pool


class GINLayer(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.eps = nn.Parameter(torch.zeros(1))
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden))

    def forward(self, h, edge_index):
        src, dst = edge_index
        agg = torch.zeros_like(h).index_add_(0, dst, h.index_select(0, src))
        return self.mlp((1 + self.eps) * h + agg)


class GIN(nn.Module):
    def __init__(self, atom_dim, num_tasks, hidden=256, layers=5, readout="sum", dropout=0.0):
        super().__init__()
        self.embed = nn.Linear(atom_dim, hidden)
        self.layers = nn.ModuleList(GINLayer(hidden) for _ in range(layers))
        self.readout = readout
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(hidden * (layers + 1), num_tasks)

    def forward(self, batch):
        h = self.embed(batch.x)
        reps = [global_pool(h, batch.batch, batch.num_graphs, self.readout)]
        for layer in self.layers:
            h = torch.relu(layer(h, batch.edge_index))
            reps.append(global_pool(h, batch.batch, batch.num_graphs, self.readout))
        return self.head(self.drop(torch.cat(reps, dim=1)))
