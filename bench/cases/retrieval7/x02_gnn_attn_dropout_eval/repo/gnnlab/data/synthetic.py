"""Stochastic block model with Gaussian class-conditional features."""
import torch

from gnnlab.data.graph import Graph, to_undirected
from gnnlab.data.splits import make_masks


def make_sbm_graph(num_nodes=600, num_classes=5, num_features=32, p_in=0.04,
                   p_out=0.004, feature_noise=2.0, train_per_class=10,
                   val_size=150, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (num_nodes,), generator=g)
    same = y.unsqueeze(0) == y.unsqueeze(1)
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = torch.rand(num_nodes, num_nodes, generator=g) < prob
    adj = torch.triu(adj, diagonal=1)
    edge_index = to_undirected(adj.nonzero().t())
    centers = torch.randn(num_classes, num_features, generator=g)
    x = centers[y] + feature_noise * torch.randn(num_nodes, num_features, generator=g)
    masks = make_masks(y, num_classes, train_per_class, val_size, g)
    return Graph(x=x, edge_index=edge_index, y=y, masks=masks)
