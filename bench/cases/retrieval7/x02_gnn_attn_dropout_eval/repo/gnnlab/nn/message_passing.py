"""Scatter primitives used by all conv layers (messages flow row -> col)."""
import torch


def scatter_sum(src, index, dim_size):
    out = src.new_zeros((dim_size,) + src.shape[1:])
    return out.index_add_(0, index, src)


def scatter_mean(src, index, dim_size):
    total = scatter_sum(src, index, dim_size)
    count = scatter_sum(torch.ones_like(index, dtype=src.dtype), index, dim_size)
    return total / count.clamp(min=1).view(-1, *([1] * (src.dim() - 1)))


def scatter_max(src, index, dim_size):
    out = src.new_full((dim_size,) + src.shape[1:], float("-inf"))
    idx = index.view(-1, *([1] * (src.dim() - 1))).expand_as(src)
    return out.scatter_reduce(0, idx, src, reduce="amax", include_self=True)


def segment_softmax(scores, index, num_nodes, eps=1e-16):
    """Softmax of edge scores grouped by target node. scores: (E, H)."""
    smax = scatter_max(scores, index, num_nodes)
    ex = (scores - smax[index]).exp()
    denom = scatter_sum(ex, index, num_nodes)
    return ex / (denom[index] + eps)
