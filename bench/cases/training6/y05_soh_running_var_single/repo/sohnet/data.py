"""Cell-wise train / validation split (cycles of one cell never end up on both sides)."""
import torch
from torch.utils.data import TensorDataset


def split_cells(cells, val_frac=0.2, seed=0):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(cells), generator=g).tolist()
    n_val = max(1, int(round(len(cells) * val_frac)))
    val = [cells[i] for i in order[:n_val]]
    train = [cells[i] for i in order[n_val:]]
    return train, val


def to_dataset(cells):
    x = torch.cat([c.x for c in cells])
    y = torch.cat([c.soh for c in cells])
    return TensorDataset(x, y)
