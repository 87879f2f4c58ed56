"""Training-time graph augmentations (return new MolGraph objects)."""
import random

import torch

from ..data.featurize import MolGraph


class RandomAtomMask:
    """Zero the features of a random fraction of atoms."""

    def __init__(self, p=0.1):
        self.p = p

    def __call__(self, g):
        keep = torch.tensor([random.random() >= self.p for _ in range(g.num_nodes)])
        return MolGraph(g.x * keep.unsqueeze(1).float(), g.edge_index, g.edge_attr, g.y, g.smiles)


class DropEdges:
    """Remove random bonds (both directions together)."""

    def __init__(self, p=0.1):
        self.p = p

    def __call__(self, g):
        if g.num_edges == 0:
            return g
        n_bonds = g.num_edges // 2
        keep_bond = torch.tensor([random.random() >= self.p for _ in range(n_bonds)])
        keep = keep_bond.repeat_interleave(2)
        return MolGraph(g.x, g.edge_index[:, keep], g.edge_attr[keep], g.y, g.smiles)
