from dataclasses import replace

import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, graph, train=False):
        for t in self.transforms:
            if getattr(t, "train_only", False) and not train:
                continue
            graph = t(graph)
        return graph

    def __repr__(self):
        return "Compose(" + ", ".join(type(t).__name__ for t in self.transforms) + ")"


class ToUndirected:
    def __call__(self, graph):
        ei = graph.edge_index
        both = torch.cat([ei, ei.flip(0)], dim=1)
        both = torch.unique(both, dim=1)
        return replace(graph, edge_index=both)


class RemoveSelfLoops:
    def __call__(self, graph):
        keep = graph.edge_index[0] != graph.edge_index[1]
        return replace(graph, edge_index=graph.edge_index[:, keep])


class NormalizeFeatures:
    """Row-normalise features to sum to one (bag-of-words style)."""

    def __call__(self, graph):
        x = graph.x.clamp(min=0)
        return replace(graph, x=x / x.sum(dim=1, keepdim=True).clamp(min=1e-12))


class DropEdge:
    """Randomly remove a fraction of edges each time it is applied (training only)."""

    train_only = True

    def __init__(self, p=0.2):
        self.p = p

    def __call__(self, graph):
        if self.p <= 0:
            return graph
        keep = torch.rand(graph.num_edges, device=graph.edge_index.device) >= self.p
        return replace(graph, edge_index=graph.edge_index[:, keep])


_REGISTRY = {
    "to_undirected": ToUndirected,
    "remove_self_loops": RemoveSelfLoops,
    "normalize_features": NormalizeFeatures,
    "drop_edge": DropEdge,
}


def build_transforms(spec):
    """spec: list of names or single-key dicts {name: arg}."""
    out = []
    for item in spec or []:
        if isinstance(item, str):
            out.append(_REGISTRY[item]())
        else:
            (name, arg), = item.items()
            out.append(_REGISTRY[name](arg))
    return Compose(out)
