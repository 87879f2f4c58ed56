import math

import torch
from torch import nn


class GraphConv(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(d_in, d_out))
        self.bias = nn.Parameter(torch.zeros(d_out))
        bound = math.sqrt(6.0 / (d_in + d_out))
        nn.init.uniform_(self.weight, -bound, bound)

    def forward(self, x, adj):
        return torch.sparse.mm(adj, x @ self.weight) + self.bias
