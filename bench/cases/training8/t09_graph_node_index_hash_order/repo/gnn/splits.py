import torch


def random_split(y, train_frac, val_frac, seed=0):
    """Boolean masks over the labelled nodes (y >= 0)."""
    labelled = torch.nonzero(y >= 0).squeeze(1)
    g = torch.Generator().manual_seed(seed)
    perm = labelled[torch.randperm(len(labelled), generator=g)]
    n_train = int(train_frac * len(perm))
    n_val = int(val_frac * len(perm))
    masks = []
    for idx in (perm[:n_train], perm[n_train:n_train + n_val], perm[n_train + n_val:]):
        m = torch.zeros(len(y), dtype=torch.bool)
        m[idx] = True
        masks.append(m)
    return masks
