import torch
from torch import nn


class GraphConv(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.self_lin = nn.Linear(cin, cout)
        self.nbr_lin = nn.Linear(cin, cout, bias=False)

    def forward(self, x, adj):
        deg = adj.sum(-1, keepdim=True).clamp_min(1.0)
        return self.self_lin(x) + self.nbr_lin(adj @ x / deg)


class GCNRegressor(nn.Module):
    def __init__(self, in_dim, hidden=64, layers=3):
        super().__init__()
        dims = [in_dim] + [hidden] * layers
        self.convs = nn.ModuleList([GraphConv(a, b) for a, b in zip(dims[:-1], dims[1:])])
        self.act = nn.SiLU()
        self.readout = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, x, adj, mask):
        for conv in self.convs:
            x = self.act(conv(x, adj))
        m = mask.unsqueeze(-1).float()
        mean = (x * m).sum(1) / m.sum(1).clamp_min(1.0)
        mx = x.masked_fill(~mask.unsqueeze(-1), -1e4).max(1).values
        return self.readout(torch.cat([mean, mx], -1)).squeeze(-1)
