import torch


def class_balanced_split(y, train_per_class=20, num_val=500, num_test=None, seed=0):
    """Planetoid-style split: k labelled nodes per class, then val/test from the rest.

    Nodes with label -1 are never put in any split.
    """
    g = torch.Generator().manual_seed(seed)
    n = y.numel()
    labelled = (y >= 0).nonzero().flatten()
    train = torch.zeros(n, dtype=torch.bool)
    for c in y[labelled].unique().tolist():
        idx = (y == c).nonzero().flatten()
        idx = idx[torch.randperm(idx.numel(), generator=g)]
        train[idx[:train_per_class]] = True
    rest = labelled[~train[labelled]]
    rest = rest[torch.randperm(rest.numel(), generator=g)]
    val = torch.zeros(n, dtype=torch.bool)
    val[rest[:num_val]] = True
    test = torch.zeros(n, dtype=torch.bool)
    test_idx = rest[num_val:] if num_test is None else rest[num_val:num_val + num_test]
    test[test_idx] = True
    return {"train": train, "val": val, "test": test}
