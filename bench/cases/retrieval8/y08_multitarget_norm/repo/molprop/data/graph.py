"""Graph containers and batching."""
from dataclasses import dataclass

import torch


@dataclass
class MolGraph:
    x: torch.Tensor            # (N, F) node features
    edge_index: torch.Tensor   # (2, E) directed edges (both directions stored)
    y: torch.Tensor            # (T,) targets

    @property
    def num_nodes(self):
        return self.x.shape[0]


@dataclass
class GraphBatch:
    x: torch.Tensor
    edge_index: torch.Tensor
    batch: torch.Tensor        # (N_total,) graph id of every node
    y: torch.Tensor            # (B, T)
    num_graphs: int


def collate_graphs(graphs):
    xs, eis, bs, ys = [], [], [], []
    offset = 0
    for gi, g in enumerate(graphs):
        xs.append(g.x)
        eis.append(g.edge_index + offset)
        bs.append(torch.full((g.num_nodes,), gi, dtype=torch.long))
        ys.append(g.y)
        offset += g.num_nodes
    return GraphBatch(x=torch.cat(xs), edge_index=torch.cat(eis, dim=1), batch=torch.cat(bs),
                      y=torch.stack(ys), num_graphs=len(graphs))
