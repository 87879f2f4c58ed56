import torch

from .molecules import ATOMS


def featurize(atoms, bonds):
    n = len(atoms)
    x = torch.zeros(n, len(ATOMS) + 1)
    for i, a in enumerate(atoms):
        x[i, ATOMS.index(a)] = 1.0
    adj = torch.zeros(n, n)
    for a, b in bonds:
        adj[a, b] = adj[b, a] = 1.0
    x[:, -1] = adj.sum(1) / 4.0      # degree feature
    return x, adj
