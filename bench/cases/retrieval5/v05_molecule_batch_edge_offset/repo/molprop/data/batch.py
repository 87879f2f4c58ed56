"""Batching of variable-size molecular graphs into one disjoint graph."""
from dataclasses import dataclass

import torch


@dataclass
class GraphBatch:
    x: torch.Tensor
    edge_index: torch.Tensor
    edge_attr: torch.Tensor
    batch: torch.Tensor        # (N,) graph id of each node
    y: torch.Tensor            # (B, T)
    num_graphs: int
    smiles: list

    def to(self, device):
        return GraphBatch(self.x.to(device), self.edge_index.to(device), self.edge_attr.to(device),
                          self.batch.to(device), self.y.to(device), self.num_graphs, self.smiles)


def collate_molecules(graphs):
    """Concatenate node/edge tensors; edge indices are shifted per graph."""
    xs, edges, attrs, assign = [], [], [], []
    offset = 0
    for i, g in enumerate(graphs):
        xs.append(g.x)
        edges.append(g.edge_index + offset)
        attrs.append(g.edge_attr)
        assign.append(torch.full((g.num_nodes,), i, dtype=torch.long))
        offset += g.edge_index.shape[1]
    return GraphBatch(
        x=torch.cat(xs, dim=0),
        edge_index=torch.cat(edges, dim=1),
        edge_attr=torch.cat(attrs, dim=0),
        batch=torch.cat(assign),
        y=torch.stack([g.y for g in graphs]),
        num_graphs=len(graphs),
        smiles=[g.smiles for g in graphs],
    )


def unbatch(node_values, batch, num_graphs):
    """Split per-node values (N, ...) back into a list with one tensor per graph."""
    counts = torch.bincount(batch, minlength=num_graphs).tolist()
    return list(torch.split(node_values, counts, dim=0))
