import torch.nn as nn

from gnnlab.nn.message_passing import scatter_mean


class SAGEConv(nn.Module):
    """GraphSAGE with mean aggregation and a separate root weight."""

    def __init__(self, in_dim, out_dim, normalize=False):
        super().__init__()
        self.lin_neigh = nn.Linear(in_dim, out_dim)
        self.lin_root = nn.Linear(in_dim, out_dim, bias=False)
        self.normalize = normalize

    def forward(self, x, edge_index):
        row, col = edge_index
        agg = scatter_mean(x[row], col, x.shape[0])
        out = self.lin_neigh(agg) + self.lin_root(x)
        if self.normalize:
            out = nn.functional.normalize(out, p=2, dim=-1)
        return out
