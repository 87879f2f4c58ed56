import torch


def train_val_test(n, val_frac=0.2, test_frac=0.1, seed=0):
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    n_test, n_val = int(n * test_frac), int(n * val_frac)
    return perm[n_test + n_val:], perm[n_test:n_test + n_val], perm[:n_test]


def kfold(n, k=5, seed=0):
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    folds = perm.chunk(k)
    for i in range(k):
        val = folds[i]
        train = torch.cat([f for j, f in enumerate(folds) if j != i])
        yield train, val
