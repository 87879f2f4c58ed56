import torch.nn as nn
import torch.nn.functional as F

from .conv import GATConv, GCNConv, SAGEConv


class MLP(nn.Module):
    def __init__(self, in_dim, hidden, out_dim, layers=2, dropout=0.5):
        super().__init__()
        dims = [in_dim] + [hidden] * (layers - 1) + [out_dim]
        self.lins = nn.ModuleList(nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.dropout = dropout

    def forward(self, x, edge_index=None):
        for i, lin in enumerate(self.lins):
            x = F.dropout(x, self.dropout, self.training)
            x = lin(x)
            if i < len(self.lins) - 1:
                x = F.relu(x)
        return x


class StackedGNN(nn.Module):
    def __init__(self, convs, dropout=0.5, act=F.relu):
        super().__init__()
        self.convs = nn.ModuleList(convs)
        self.dropout = dropout
        self.act = act

    def forward(self, x, edge_index):
        for i, conv in enumerate(self.convs):
            x = F.dropout(x, self.dropout, self.training)
            x = conv(x, edge_index)
            if i < len(self.convs) - 1:
                x = self.act(x)
        return x


def build_model(cfg, in_dim, num_classes):
    kind = cfg["model"]
    hidden, layers, dropout = cfg.get("hidden", 64), cfg.get("layers", 2), cfg.get("dropout", 0.5)
    if kind == "mlp":
        return MLP(in_dim, hidden, num_classes, layers, dropout)
    if kind == "gcn":
        dims = [in_dim] + [hidden] * (layers - 1) + [num_classes]
        return StackedGNN([GCNConv(a, b) for a, b in zip(dims[:-1], dims[1:])], dropout)
    if kind == "sage":
        dims = [in_dim] + [hidden] * (layers - 1) + [num_classes]
        aggr = cfg.get("aggr", "mean")
        return StackedGNN([SAGEConv(a, b, aggr=aggr) for a, b in zip(dims[:-1], dims[1:])], dropout)
    if kind == "gat":
        heads = cfg.get("heads", 8)
        convs = [GATConv(in_dim, hidden, heads=heads, dropout=dropout)]
        for _ in range(layers - 2):
            convs.append(GATConv(hidden * heads, hidden, heads=heads, dropout=dropout))
        convs.append(GATConv(hidden * heads, num_classes, heads=1, concat=False, dropout=dropout))
        return StackedGNN(convs, dropout, act=F.elu)
    raise ValueError(f"unknown model {kind!r}")
