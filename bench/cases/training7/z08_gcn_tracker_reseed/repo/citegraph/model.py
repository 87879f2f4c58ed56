import torch.nn.functional as F
from torch import nn

from .layers import GraphConv


class GCN(nn.Module):
    def __init__(self, d_in, hidden, n_classes, dropout=0.5):
        super().__init__()
        self.conv1 = GraphConv(d_in, hidden)
        self.conv2 = GraphConv(hidden, n_classes)
        self.dropout = dropout

    def forward(self, x, adj):
        x = F.dropout(x, self.dropout, self.training)
        x = F.relu(self.conv1(x, adj))
        x = F.dropout(x, self.dropout, self.training)
        return self.conv2(x, adj)
