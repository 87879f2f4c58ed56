import torch
from torch.utils.data import Dataset

from .featurize import featurize


class MoleculeDataset(Dataset):
    def __init__(self, mols, targets):
        self.mols = mols
        self.targets = targets

    def __len__(self):
        return len(self.mols)

    def __getitem__(self, i):
        atoms, bonds = self.mols[i]
        x, adj = featurize(atoms, bonds)
        return x, adj, torch.tensor(self.targets[i], dtype=torch.float32)


def collate_graphs(batch):
    """Pad to the largest molecule in the batch: x (B, N, F), adj (B, N, N), mask (B, N)."""
    n_max = max(x.shape[0] for x, _, _ in batch)
    b = len(batch)
    f = batch[0][0].shape[1]
    X = torch.zeros(b, n_max, f)
    A = torch.zeros(b, n_max, n_max)
    M = torch.zeros(b, n_max, dtype=torch.bool)
    for k, (x, adj, _) in enumerate(batch):
        n = x.shape[0]
        X[k, :n] = x
        A[k, :n, :n] = adj
        M[k, :n] = True
    y = torch.stack([t for _, _, t in batch])
    return X, A, M, y
