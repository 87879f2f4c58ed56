"""Graph-level pooling over the node dimension using a ``batch`` assignment vector."""
import torch


def global_pool(x, batch, num_graphs, mode="sum"):
    """x: (N, F) node features, batch: (N,) graph index of every node."""
    out = x.new_zeros(num_graphs, x.shape[1]).index_add_(0, batch, x)
    if mode == "sum":
        return out
    if mode == "mean":
        counts = torch.bincount(batch, minlength=num_graphs).clamp(min=1).to(x.dtype)
        return out / counts.unsqueeze(1)
    if mode == "max":
        res = x.new_full((num_graphs, x.shape[1]), float("-inf"))
        res = res.scatter_reduce(0, batch.unsqueeze(1).expand_as(x), x, reduce="amax")
        return res
    raise ValueError(mode)
