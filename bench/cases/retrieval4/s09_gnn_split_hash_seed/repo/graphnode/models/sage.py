import torch
import torch.nn as nn
import torch.nn.functional as F


def mean_aggregate(x, edge_index, num_nodes):
    out = torch.zeros(num_nodes, x.size(1), dtype=x.dtype, device=x.device)
    out.index_add_(0, edge_index[1], x[edge_index[0]])
    deg = torch.bincount(edge_index[1], minlength=num_nodes).clamp(min=1).unsqueeze(1).to(x.dtype)
    return out / deg


class SAGELayer(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.self_lin = nn.Linear(cin, cout)
        self.neigh_lin = nn.Linear(cin, cout, bias=False)

    def forward(self, x, edge_index):
        return self.self_lin(x) + self.neigh_lin(mean_aggregate(x, edge_index, x.size(0)))


class GraphSAGE(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, layers=2, dropout=0.5):
        super().__init__()
        dims = [in_dim] + [hidden] * (layers - 1) + [n_classes]
        self.layers = nn.ModuleList(SAGELayer(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.dropout = dropout

    def forward(self, x, edge_index):
        for i, layer in enumerate(self.layers):
            x = layer(F.dropout(x, self.dropout, self.training), edge_index)
            if i < len(self.layers) - 1:
                x = F.relu(x)
        return x
