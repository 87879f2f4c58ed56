"""Random molecule-like graphs with QM9-flavoured synthetic targets.

* energy  ~ sum of atom and bond contributions (hundreds, extensive)
* dipole  ~ charge separation between neighbours (order 1)
* gap     ~ HOMO-LUMO-like gap, depends on rings and fluorine content (order 0.1)
"""
import numpy as np
import torch
from torch.utils.data import Dataset

from molprop.data.graph import MolGraph

ATOM_TYPES = ["C", "N", "O", "F"]
_TYPE_P = [0.6, 0.18, 0.17, 0.05]
_ATOM_E = np.array([-37.8, -54.6, -75.1, -99.7])
_BOND_E = np.array([[-0.60, -0.52, -0.55, -0.45],
                    [-0.52, -0.40, -0.35, -0.30],
                    [-0.55, -0.35, -0.20, -0.25],
                    [-0.45, -0.30, -0.25, -0.10]])
_CHARGE = np.array([0.0, -0.3, -0.5, -0.4])
TARGET_NAMES = ["energy", "dipole", "gap"]


def random_molecule(rng, min_atoms, max_atoms, ring_prob):
    n = rng.randint(min_atoms, max_atoms + 1)
    types = rng.choice(len(ATOM_TYPES), size=n, p=_TYPE_P)
    edges = [(i, rng.randint(0, i)) for i in range(1, n)]   # random tree
    n_ring = 0
    for _ in range(n // 4):
        if rng.rand() < ring_prob:
            a, b = rng.choice(n, 2, replace=False)
            if (a, b) not in edges and (b, a) not in edges:
                edges.append((int(a), int(b)))
                n_ring += 1
    charge = _CHARGE[types] + 0.1 * rng.randn(n)
    return types, edges, charge, n_ring


def compute_targets(types, edges, charge, n_ring, rng):
    n = len(types)
    energy = _ATOM_E[types].sum() + sum(_BOND_E[types[a], types[b]] for a, b in edges)
    sep = np.mean([abs(charge[a] - charge[b]) for a, b in edges])
    dipole = 3.0 * sep + 0.25 * np.sum(types != 0) ** 0.5
    frac_f = np.mean(types == 3)
    gap = 0.30 - 0.03 * n_ring + 0.15 * frac_f - 0.002 * n
    noise = rng.randn(3) * np.array([0.05, 0.01, 0.002])
    return np.array([energy, dipole, gap]) + noise


def featurize(types, edges, charge):
    n = len(types)
    x = np.zeros((n, len(ATOM_TYPES) + 1), np.float32)
    x[np.arange(n), types] = 1.0
    x[:, -1] = charge
    src = [a for a, b in edges] + [b for a, b in edges]
    dst = [b for a, b in edges] + [a for a, b in edges]
    return torch.from_numpy(x), torch.tensor([src, dst], dtype=torch.long)


class SyntheticMolecules(Dataset):
    def __init__(self, size, min_atoms=6, max_atoms=18, ring_prob=0.3, targets=None, seed=0):
        rng = np.random.RandomState(seed)
        names = list(targets or TARGET_NAMES)
        cols = [TARGET_NAMES.index(t) for t in names]
        self.target_names = names
        self.graphs = []
        for _ in range(size):
            types, edges, charge, n_ring = random_molecule(rng, min_atoms, max_atoms, ring_prob)
            y = compute_targets(types, edges, charge, n_ring, rng)[cols]
            x, ei = featurize(types, edges, charge)
            self.graphs.append(MolGraph(x=x, edge_index=ei, y=torch.tensor(y, dtype=torch.float32)))

    def __len__(self):
        return len(self.graphs)

    def __getitem__(self, idx):
        return self.graphs[idx]

    def targets(self):
        return torch.stack([g.y for g in self.graphs])
