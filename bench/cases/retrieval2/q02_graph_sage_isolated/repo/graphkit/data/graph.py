from dataclasses import dataclass, field, replace
from typing import Dict, Optional

import torch


@dataclass
class Graph:
    x: torch.Tensor                 # [N, F]
    edge_index: torch.Tensor        # [2, E], row 0 = source, row 1 = target
    y: Optional[torch.Tensor] = None
    masks: Dict[str, torch.Tensor] = field(default_factory=dict)

    @property
    def num_nodes(self) -> int:
        return self.x.size(0)

    @property
    def num_edges(self) -> int:
        return self.edge_index.size(1)

    def to(self, device):
        return replace(
            self,
            x=self.x.to(device),
            edge_index=self.edge_index.to(device),
            y=None if self.y is None else self.y.to(device),
            masks={k: v.to(device) for k, v in self.masks.items()},
        )

    def in_degree(self) -> torch.Tensor:
        deg = torch.zeros(self.num_nodes, dtype=torch.long)
        deg.index_add_(0, self.edge_index[1].cpu(), torch.ones(self.num_edges, dtype=torch.long))
        return deg

    def subgraph(self, node_mask: torch.Tensor) -> "Graph":
        """Induced subgraph on the selected nodes (edges with both endpoints kept)."""
        node_mask = node_mask.to(torch.bool)
        new_id = torch.full((self.num_nodes,), -1, dtype=torch.long)
        new_id[node_mask] = torch.arange(int(node_mask.sum()))
        src, dst = self.edge_index
        keep = node_mask[src] & node_mask[dst]
        ei = torch.stack([new_id[src[keep]], new_id[dst[keep]]])
        return Graph(
            x=self.x[node_mask],
            edge_index=ei,
            y=None if self.y is None else self.y[node_mask],
            masks={k: v[node_mask] for k, v in self.masks.items()},
        )

    def summary(self) -> str:
        deg = self.in_degree()
        return (f"Graph(nodes={self.num_nodes}, edges={self.num_edges}, feat={self.x.size(1)}, "
                f"isolated={int((deg == 0).sum())}, max_deg={int(deg.max()) if self.num_nodes else 0})")
