import torch
import torch.nn as nn
import torch.nn.functional as F

from gnnlab.data.graph import add_self_loops
from gnnlab.nn.message_passing import scatter_sum, segment_softmax


class GraphAttentionConv(nn.Module):
    """Multi-head graph attention (Velickovic et al., 2018)."""

    def __init__(self, in_dim, out_dim, heads=4, concat=True, attn_dropout=0.0,
                 negative_slope=0.2):
        super().__init__()
        self.heads, self.out_dim, self.concat = heads, out_dim, concat
        self.attn_dropout = attn_dropout
        self.negative_slope = negative_slope
        self.lin = nn.Linear(in_dim, heads * out_dim, bias=False)
        self.att_src = nn.Parameter(torch.empty(1, heads, out_dim))
        self.att_dst = nn.Parameter(torch.empty(1, heads, out_dim))
        self.bias = nn.Parameter(torch.zeros(heads * out_dim if concat else out_dim))
        nn.init.xavier_uniform_(self.lin.weight)
        nn.init.xavier_uniform_(self.att_src)
        nn.init.xavier_uniform_(self.att_dst)

    def forward(self, x, edge_index):
        n = x.shape[0]
        edge_index = add_self_loops(edge_index, n)
        row, col = edge_index
        h = self.lin(x).view(n, self.heads, self.out_dim)
        a_src = (h * self.att_src).sum(-1)       # (N, H)
        a_dst = (h * self.att_dst).sum(-1)
        scores = F.leaky_relu(a_src[row] + a_dst[col], self.negative_slope)
        alpha = segment_softmax(scores, col, n)  # (E, H)
        alpha = F.dropout(alpha, p=self.attn_dropout)
        out = scatter_sum(h[row] * alpha.unsqueeze(-1), col, n)
        if self.concat:
            out = out.reshape(n, self.heads * self.out_dim)
        else:
            out = out.mean(dim=1)
        return out + self.bias
