"""Edge-conditioned message passing (Gilmer et al., 2017), simplified."""
import torch
import torch.nn as nn

from .readout import global_pool


class EdgeConv(nn.Module):
    def __init__(self, hidden, bond_dim):
        super().__init__()
        self.msg = nn.Sequential(nn.Linear(2 * hidden + bond_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden))
        self.update = nn.GRUCell(hidden, hidden)

    def forward(self, h, edge_index, edge_attr):
        src, dst = edge_index
        h_src = h.index_select(0, src)
        h_dst = h.index_select(0, dst)
        m = self.msg(torch.cat([h_src, h_dst, edge_attr], dim=1))
        agg = h.new_zeros(h.shape).index_add_(0, dst, m)
        return self.update(agg, h)


class MPNN(nn.Module):
    def __init__(self, atom_dim, bond_dim, num_tasks, hidden=128, layers=3, readout="sum", dropout=0.0):
        super().__init__()
        self.embed = nn.Linear(atom_dim, hidden)
        self.convs = nn.ModuleList(EdgeConv(hidden, bond_dim) for _ in range(layers))
        self.readout = readout
        self.head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(hidden, num_tasks))

    def forward(self, batch):
        h = torch.relu(self.embed(batch.x))
        for conv in self.convs:
            h = conv(h, batch.edge_index, batch.edge_attr)
        g = global_pool(h, batch.batch, batch.num_graphs, self.readout)
        return self.head(g)
