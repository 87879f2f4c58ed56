"""Feature / structure transforms applied to a Graph."""
import torch

from gnnlab.data.graph import Graph


def standardize_features(graph, eps=1e-8):
    """Zero-mean / unit-variance per feature, statistics from train nodes only."""
    train = graph.masks["train"]
    mean = graph.x[train].mean(dim=0, keepdim=True)
    std = graph.x[train].std(dim=0, keepdim=True)
    x = (graph.x - mean) / (std + eps)
    return Graph(x=x, edge_index=graph.edge_index, y=graph.y, masks=graph.masks)


def row_normalize(graph):
    """Scale every node's features to sum to one (Planetoid convention)."""
    x = graph.x.clamp(min=0)
    x = x / x.sum(dim=1, keepdim=True).clamp(min=1e-12)
    return Graph(x=x, edge_index=graph.edge_index, y=graph.y, masks=graph.masks)


def drop_edge(edge_index, p=0.2, training=True, generator=None):
    """DropEdge: randomly remove a fraction of (directed) edges during training."""
    if not training or p <= 0.0:
        return edge_index
    keep = torch.rand(edge_index.shape[1], generator=generator) >= p
    return edge_index[:, keep]


TRANSFORMS = {"standardize": standardize_features, "row_normalize": row_normalize,
              "none": lambda g: g}


def apply_transform(graph, name):
    return TRANSFORMS[name](graph)
