import torch
import torch.nn as nn

from gnnlab.data.graph import add_self_loops, degree
from gnnlab.nn.message_passing import scatter_sum


def gcn_norm(edge_index, num_nodes):
    edge_index = add_self_loops(edge_index, num_nodes)
    row, col = edge_index
    deg = degree(col, num_nodes)
    inv_sqrt = deg.pow(-0.5)
    inv_sqrt.masked_fill_(torch.isinf(inv_sqrt), 0.0)
    return edge_index, inv_sqrt[row] * inv_sqrt[col]


class GCNConv(nn.Module):
    def __init__(self, in_dim, out_dim, bias=True):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_dim)) if bias else None
        nn.init.xavier_uniform_(self.lin.weight)

    def forward(self, x, edge_index):
        n = x.shape[0]
        edge_index, w = gcn_norm(edge_index, n)
        h = self.lin(x)
        row, col = edge_index
        out = scatter_sum(h[row] * w.unsqueeze(-1), col, n)
        return out + self.bias if self.bias is not None else out
