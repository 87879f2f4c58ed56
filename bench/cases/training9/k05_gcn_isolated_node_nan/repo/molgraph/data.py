"""Synthetic molecule-like graphs.

Atoms are one of 5 types (C, N, O, S, Na). A molecule is a random tree of 6-18 heavy atoms
with a few ring-closing bonds. Like real salt entries, a small fraction of records also carry
a counter-ion (Na) that is not bonded to anything. The label is 'active' when an N atom is
bonded to an O atom at least twice (a made-up substructure rule)."""
from dataclasses import dataclass

import numpy as np
import torch

ATOM_TYPES = ["C", "N", "O", "S", "Na"]


@dataclass
class Graph:
    x: torch.Tensor           # (num_nodes, num_atom_types) one-hot
    edge_index: torch.Tensor  # (2, num_edges), both directions
    y: int

    @property
    def num_nodes(self):
        return self.x.shape[0]


def random_molecule(rng, salt_prob):
    n = int(rng.integers(6, 19))
    types = rng.choice(4, size=n, p=[0.55, 0.2, 0.2, 0.05])
    edges = [(i, int(rng.integers(0, i))) for i in range(1, n)]   # random tree
    for _ in range(int(rng.integers(0, 3))):                       # ring closures
        a, b = rng.choice(n, size=2, replace=False)
        edges.append((int(a), int(b)))
    no_pairs = sum(1 for a, b in edges if {types[a], types[b]} == {1, 2})
    label = int(no_pairs >= 2)
    if rng.random() < salt_prob:
        types = np.append(types, 4)                                # unbonded counter-ion
    x = torch.zeros(len(types), len(ATOM_TYPES))
    x[torch.arange(len(types)), torch.as_tensor(types)] = 1.0
    e = torch.tensor(edges, dtype=torch.long).t()
    edge_index = torch.cat([e, e.flip(0)], dim=1)
    return Graph(x, edge_index, label)


def make_dataset(n, seed=0, salt_prob=0.002):
    rng = np.random.default_rng(seed)
    return [random_molecule(rng, salt_prob) for _ in range(n)]
