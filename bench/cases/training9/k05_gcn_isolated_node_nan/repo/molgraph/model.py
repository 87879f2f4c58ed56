import torch
import torch.nn as nn


def gcn_norm(edge_index, num_nodes):
    """Edges of A + I with symmetric normalisation weights D^-1/2 (A + I) D^-1/2."""
    src, dst = edge_index
    deg = torch.zeros(num_nodes).index_add_(0, dst, torch.ones(dst.numel()))
    loops = torch.arange(num_nodes)
    src, dst = torch.cat([src, loops]), torch.cat([dst, loops])
    deg_inv_sqrt = deg.pow(-0.5)
    return src, dst, deg_inv_sqrt[src] * deg_inv_sqrt[dst]


class GCNLayer(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim)

    def forward(self, x, norm_edges):
        src, dst, w = norm_edges
        h = self.lin(x)
        return torch.zeros_like(h).index_add_(0, dst, h[src] * w.unsqueeze(1))


def global_mean_pool(h, batch, num_graphs):
    sums = torch.zeros(num_graphs, h.shape[1]).index_add_(0, batch, h)
    counts = torch.bincount(batch, minlength=num_graphs).clamp(min=1).unsqueeze(1)
    return sums / counts


class GCNClassifier(nn.Module):
    def __init__(self, in_dim, hidden=64, layers=3, num_classes=2, dropout=0.1):
        super().__init__()
        dims = [in_dim] + [hidden] * layers
        self.convs = nn.ModuleList(GCNLayer(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.dropout = nn.Dropout(dropout)
        self.head = nn.Linear(hidden, num_classes)

    def forward(self, x, edge_index, batch, num_graphs):
        norm_edges = gcn_norm(edge_index, x.shape[0])
        for conv in self.convs:
            x = self.dropout(torch.relu(conv(x, norm_edges)))
        return self.head(global_mean_pool(x, batch, num_graphs))
