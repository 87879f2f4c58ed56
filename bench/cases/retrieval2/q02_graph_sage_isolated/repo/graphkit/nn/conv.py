import torch
import torch.nn as nn
import torch.nn.functional as F

from .scatter import scatter_max, scatter_mean, scatter_softmax, scatter_sum


def add_self_loops(edge_index, num_nodes):
    loops = torch.arange(num_nodes, device=edge_index.device)
    return torch.cat([edge_index, torch.stack([loops, loops])], dim=1)


def gcn_norm(edge_index, num_nodes):
    """Symmetric normalisation D^-1/2 (A + I) D^-1/2 as edge weights."""
    edge_index = add_self_loops(edge_index, num_nodes)
    src, dst = edge_index
    deg = scatter_sum(torch.ones(dst.numel(), device=dst.device), dst, num_nodes)
    inv_sqrt = deg.pow(-0.5)
    inv_sqrt[torch.isinf(inv_sqrt)] = 0.0
    return edge_index, inv_sqrt[src] * inv_sqrt[dst]


class GCNConv(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_dim))

    def forward(self, x, edge_index):
        edge_index, w = gcn_norm(edge_index, x.size(0))
        h = self.lin(x)
        out = scatter_sum(h[edge_index[0]] * w.unsqueeze(-1), edge_index[1], x.size(0))
        return out + self.bias


class SAGEConv(nn.Module):
    """GraphSAGE: h_v' = W_self h_v + W_neigh AGG({h_u : u -> v})."""

    def __init__(self, in_dim, out_dim, aggr="mean", normalize=False):
        super().__init__()
        if aggr not in ("mean", "max", "sum"):
            raise ValueError(aggr)
        self.aggr = aggr
        self.normalize = normalize
        self.lin_self = nn.Linear(in_dim, out_dim)
        self.lin_neigh = nn.Linear(in_dim, out_dim, bias=False)

    def forward(self, x, edge_index):
        src, dst = edge_index
        reduce = {"mean": scatter_mean, "max": scatter_max, "sum": scatter_sum}[self.aggr]
        neigh = reduce(x[src], dst, x.size(0))
        out = self.lin_self(x) + self.lin_neigh(neigh)
        return F.normalize(out, dim=-1) if self.normalize else out


class GATConv(nn.Module):
    def __init__(self, in_dim, out_dim, heads=1, concat=True, negative_slope=0.2, dropout=0.0):
        super().__init__()
        self.heads, self.out_dim, self.concat = heads, out_dim, concat
        self.lin = nn.Linear(in_dim, heads * out_dim, bias=False)
        self.att_src = nn.Parameter(torch.empty(1, heads, out_dim))
        self.att_dst = nn.Parameter(torch.empty(1, heads, out_dim))
        nn.init.xavier_uniform_(self.att_src)
        nn.init.xavier_uniform_(self.att_dst)
        self.negative_slope = negative_slope
        self.dropout = dropout

    def forward(self, x, edge_index):
        n = x.size(0)
        edge_index = add_self_loops(edge_index, n)
        src, dst = edge_index
        h = self.lin(x).view(n, self.heads, self.out_dim)
        a_src = (h * self.att_src).sum(-1)
        a_dst = (h * self.att_dst).sum(-1)
        e = F.leaky_relu(a_src[src] + a_dst[dst], self.negative_slope)
        alpha = scatter_softmax(e, dst, n)
        alpha = F.dropout(alpha, self.dropout, self.training)
        out = scatter_sum(h[src] * alpha.unsqueeze(-1), dst, n)
        return out.reshape(n, -1) if self.concat else out.mean(dim=1)
