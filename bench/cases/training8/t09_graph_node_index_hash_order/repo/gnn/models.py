import torch.nn as nn
import torch.nn.functional as F

from .layers import GCNConv


class GCN(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, dropout=0.5):
        super().__init__()
        self.conv1 = GCNConv(in_dim, hidden)
        self.conv2 = GCNConv(hidden, n_classes)
        self.dropout = dropout

    def forward(self, x, adj):
        x = F.dropout(x, self.dropout, self.training)
        x = F.relu(self.conv1(x, adj))
        x = F.dropout(x, self.dropout, self.training)
        return self.conv2(x, adj)


class MLP(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, dropout=0.5):
        super().__init__()
        self.net = nn.Sequential(nn.Dropout(dropout), nn.Linear(in_dim, hidden), nn.ReLU(),
                                 nn.Dropout(dropout), nn.Linear(hidden, n_classes))

    def forward(self, x, adj=None):
        return self.net(x)


def build_model(name, in_dim, hidden, n_classes, dropout):
    return {"gcn": GCN, "mlp": MLP}[name](in_dim, hidden, n_classes, dropout)
