import torch
import torch.nn as nn
import torch.nn.functional as F

from gnnlab.data.transforms import drop_edge as _drop_edge
from gnnlab.nn import GCNConv, GraphAttentionConv, SAGEConv


def _make_layer(kind, in_dim, out_dim, last, heads, attn_dropout):
    if kind == "gcn":
        return GCNConv(in_dim, out_dim), out_dim
    if kind == "sage":
        return SAGEConv(in_dim, out_dim), out_dim
    if kind == "gat":
        if last:
            return GraphAttentionConv(in_dim, out_dim, heads=1, concat=False,
                                      attn_dropout=attn_dropout), out_dim
        return GraphAttentionConv(in_dim, out_dim, heads=heads,
                                  attn_dropout=attn_dropout), out_dim * heads
    raise ValueError(f"unknown layer type {kind!r}")


class NodeClassifier(nn.Module):
    def __init__(self, in_dim, num_classes, layer="gcn", hidden=32, num_layers=2,
                 dropout=0.5, heads=4, attn_dropout=0.0, drop_edge=0.0):
        super().__init__()
        self.dropout = dropout
        self.drop_edge = drop_edge
        self.layer_type = layer
        self.convs = nn.ModuleList()
        dim = in_dim
        for i in range(num_layers):
            last = i == num_layers - 1
            conv, dim = _make_layer(layer, dim, num_classes if last else hidden, last,
                                    heads, attn_dropout)
            self.convs.append(conv)

    def forward(self, x, edge_index):
        edge_index = _drop_edge(edge_index, self.drop_edge, training=self.training)
        for i, conv in enumerate(self.convs):
            x = F.dropout(x, p=self.dropout, training=self.training)
            x = conv(x, edge_index)
            if i < len(self.convs) - 1:
                x = F.elu(x) if self.layer_type == "gat" else F.relu(x)
        return x

    @torch.no_grad()
    def predict(self, graph):
        """Class predictions for every node (eval mode)."""
        was_training = self.training
        self.eval()
        pred = self(graph.x, graph.edge_index).argmax(dim=-1)
        self.train(was_training)
        return pred
