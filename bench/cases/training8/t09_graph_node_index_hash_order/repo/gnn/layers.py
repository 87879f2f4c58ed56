import torch
import torch.nn as nn


class GCNConv(nn.Module):
    def __init__(self, in_dim, out_dim, bias=True):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_dim)) if bias else None
        nn.init.xavier_uniform_(self.lin.weight)

    def forward(self, x, adj):
        out = torch.sparse.mm(adj, self.lin(x))
        return out + self.bias if self.bias is not None else out
