from dataclasses import dataclass, field
from typing import Dict

import torch


@dataclass
class Graph:
    x: torch.Tensor            # (N, F)
    edge_index: torch.Tensor   # (2, E), row = source, col = target
    y: torch.Tensor            # (N,)
    masks: Dict[str, torch.Tensor] = field(default_factory=dict)

    @property
    def num_nodes(self):
        return self.x.shape[0]

    @property
    def num_edges(self):
        return self.edge_index.shape[1]


def to_undirected(edge_index):
    ei = torch.cat([edge_index, edge_index.flip(0)], dim=1)
    n = int(ei.max()) + 1
    key = torch.unique(ei[0] * n + ei[1])
    return torch.stack([key // n, key % n])


def remove_self_loops(edge_index):
    keep = edge_index[0] != edge_index[1]
    return edge_index[:, keep]


def add_self_loops(edge_index, num_nodes):
    loops = torch.arange(num_nodes, device=edge_index.device).repeat(2, 1)
    return torch.cat([remove_self_loops(edge_index), loops], dim=1)


def degree(index, num_nodes, dtype=torch.float32):
    out = torch.zeros(num_nodes, dtype=dtype, device=index.device)
    return out.index_add_(0, index, torch.ones_like(index, dtype=dtype))
