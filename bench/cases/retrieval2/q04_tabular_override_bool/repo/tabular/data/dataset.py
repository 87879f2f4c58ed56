import torch
from torch.utils.data import Dataset


class TabularDataset(Dataset):
    def __init__(self, x_num, x_cat, y=None):
        self.x_num, self.x_cat, self.y = x_num, x_cat, y

    def __len__(self):
        return self.x_num.shape[0]

    def __getitem__(self, i):
        if self.y is None:
            return self.x_num[i], self.x_cat[i]
        return self.x_num[i], self.x_cat[i], self.y[i]


def train_val_split(table, val_fraction, seed):
    n = len(next(iter(table.values())))
    g = torch.Generator().manual_seed(seed)
    perm = torch.randperm(n, generator=g).tolist()
    n_val = int(n * val_fraction)
    val_idx, train_idx = perm[:n_val], perm[n_val:]
    pick = lambda idx: {c: [v[i] for i in idx] for c, v in table.items()}  # noqa: E731
    return pick(train_idx), pick(val_idx)


def stratified_split(table, target, val_fraction, seed):
    """Like train_val_split but keeps the label ratio identical in both parts."""
    g = torch.Generator().manual_seed(seed)
    labels = table[target]
    train_idx, val_idx = [], []
    for cls in sorted(set(labels)):
        idx = [i for i, y in enumerate(labels) if y == cls]
        perm = torch.randperm(len(idx), generator=g).tolist()
        n_val = int(round(len(idx) * val_fraction))
        val_idx += [idx[j] for j in perm[:n_val]]
        train_idx += [idx[j] for j in perm[n_val:]]
    pick = lambda ids: {c: [v[i] for i in sorted(ids)] for c, v in table.items()}  # noqa: E731
    return pick(train_idx), pick(val_idx)
