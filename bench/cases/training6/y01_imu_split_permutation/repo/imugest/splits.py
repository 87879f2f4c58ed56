"""Train / validation splitting helpers."""
import torch


def shuffled(*tensors, generator=None):
    """Shuffle the given tensors along dim 0."""
    n = len(tensors[0])
    if any(len(t) != n for t in tensors):
        raise ValueError("all tensors must have the same length")
    return [t[torch.randperm(n, generator=generator)] for t in tensors]


def train_val_split(x, y, val_frac=0.2, seed=0):
    """Random split into ((x_train, y_train), (x_val, y_val)).

    The recordings come grouped by gesture, so they are shuffled first.
    """
    g = torch.Generator().manual_seed(seed)
    x, y = shuffled(x, y, generator=g)
    n_val = int(round(len(x) * val_frac))
    return (x[n_val:], y[n_val:]), (x[:n_val], y[:n_val])
