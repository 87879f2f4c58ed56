"""SMILES -> graph tensors."""
from dataclasses import dataclass

import torch

from .smiles import parse_smiles

ELEMENTS = ["C", "N", "O", "S", "F", "Cl", "Br", "I", "P", "B", "Other"]
VALENCE = {"C": 4, "N": 3, "O": 2, "S": 2, "F": 1, "Cl": 1, "Br": 1, "I": 1, "P": 3, "B": 3}
ATOM_DIM = len(ELEMENTS) + 1 + 3 + 5 + 1   # element, aromatic, charge(-1/0/+1), degree(0-4), H count
BOND_DIM = 4                               # single, double, triple, aromatic


@dataclass
class MolGraph:
    x: torch.Tensor            # (num_nodes, ATOM_DIM)
    edge_index: torch.Tensor   # (2, num_edges), both directions
    edge_attr: torch.Tensor    # (num_edges, BOND_DIM)
    y: torch.Tensor            # (num_tasks,) may contain NaN for missing labels
    smiles: str = ""

    @property
    def num_nodes(self):
        return self.x.shape[0]

    @property
    def num_edges(self):
        return self.edge_index.shape[1]


def _one_hot(value, choices):
    vec = [0.0] * len(choices)
    vec[choices.index(value) if value in choices else len(choices) - 1] = 1.0
    return vec


def atom_features(atom, degree, bond_sum):
    sym = atom["symbol"] if atom["symbol"] in ELEMENTS else "Other"
    if atom["explicit_h"] is not None:
        hs = atom["explicit_h"]
    else:
        hs = max(0, VALENCE.get(atom["symbol"], 0) - int(round(bond_sum)) + atom["charge"])
    feats = _one_hot(sym, ELEMENTS)
    feats.append(1.0 if atom["aromatic"] else 0.0)
    feats += _one_hot(max(-1, min(1, atom["charge"])), [-1, 0, 1])
    feats += _one_hot(min(degree, 4), [0, 1, 2, 3, 4])
    feats.append(hs / 4.0)
    return feats


def bond_features(order):
    return _one_hot(order, [1.0, 2.0, 3.0, 1.5])


def smiles_to_graph(smiles, y=None):
    atoms, bonds = parse_smiles(smiles)
    degree = [0] * len(atoms)
    bond_sum = [0.0] * len(atoms)
    for i, j, o in bonds:
        degree[i] += 1
        degree[j] += 1
        bond_sum[i] += o
        bond_sum[j] += o
    x = torch.tensor([atom_features(a, degree[k], bond_sum[k]) for k, a in enumerate(atoms)])
    src, dst, attr = [], [], []
    for i, j, o in bonds:
        src += [i, j]
        dst += [j, i]
        attr += [bond_features(o)] * 2
    edge_index = torch.tensor([src, dst], dtype=torch.long).view(2, -1)
    edge_attr = torch.tensor(attr, dtype=torch.float32).view(-1, BOND_DIM)
    y = torch.tensor([float("nan")] if y is None else y, dtype=torch.float32)
    return MolGraph(x, edge_index, edge_attr, y, smiles)
