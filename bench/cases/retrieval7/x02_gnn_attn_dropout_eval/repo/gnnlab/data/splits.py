import torch


def make_masks(y, num_classes, train_per_class, val_size, generator):
    """Planetoid-style split: k labelled nodes per class, then val, rest test."""
    n = y.numel()
    perm = torch.randperm(n, generator=generator)
    train = torch.zeros(n, dtype=torch.bool)
    for c in range(num_classes):
        idx = perm[y[perm] == c][:train_per_class]
        train[idx] = True
    rest = perm[~train[perm]]
    val = torch.zeros(n, dtype=torch.bool)
    val[rest[:val_size]] = True
    test = ~(train | val)
    return {"train": train, "val": val, "test": test}
