"""Scatter reductions over the first dimension (a tiny subset of torch_scatter)."""
import torch


def scatter_sum(src, index, dim_size):
    out = src.new_zeros((dim_size,) + tuple(src.shape[1:]))
    return out.index_add_(0, index, src)


def scatter_mean(src, index, dim_size):
    total = scatter_sum(src, index, dim_size)
    count = scatter_sum(torch.ones_like(index, dtype=src.dtype), index, dim_size)
    shape = (-1,) + (1,) * (src.dim() - 1)
    return total / count.view(shape)


def scatter_max(src, index, dim_size):
    out = src.new_zeros((dim_size,) + tuple(src.shape[1:]))
    idx = index.view((-1,) + (1,) * (src.dim() - 1)).expand_as(src)
    return out.scatter_reduce(0, idx, src, reduce="amax", include_self=False)


def scatter_softmax(src, index, dim_size):
    """Softmax of `src` within groups given by `index` (used for attention over in-edges)."""
    idx = index.view((-1,) + (1,) * (src.dim() - 1)).expand_as(src)
    group_max = src.new_full((dim_size,) + tuple(src.shape[1:]), float("-inf"))
    group_max = group_max.scatter_reduce(0, idx, src, reduce="amax", include_self=True)
    exp = (src - group_max[index]).exp()
    denom = scatter_sum(exp, index, dim_size)
    return exp / (denom[index] + 1e-16)
