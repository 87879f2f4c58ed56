import torch


def oversample(X, y, target_ratio=0.5, seed=0):
    """Randomly repeat positive rows until they make up `target_ratio` of the data; returns a shuffled copy."""
    g = torch.Generator().manual_seed(seed)
    pos = torch.nonzero(y == 1).flatten()
    n_neg = int((y == 0).sum())
    n_pos_target = int(target_ratio / (1 - target_ratio) * n_neg)
    n_extra = max(n_pos_target - len(pos), 0)
    extra = pos[torch.randint(len(pos), (n_extra,), generator=g)]
    idx = torch.cat([torch.arange(len(y)), extra])
    perm = torch.randperm(len(idx), generator=g)
    return X[idx[perm]], y[idx]


def class_balance(y):
    return float(y.float().mean())
