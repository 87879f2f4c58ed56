"""Graph-level pooling of node states using the ``batch`` assignment vector."""
import torch


def global_sum_pool(h, batch, num_graphs):
    out = h.new_zeros((num_graphs, h.shape[1]))
    return out.index_add_(0, batch, h)


def global_mean_pool(h, batch, num_graphs):
    total = global_sum_pool(h, batch, num_graphs)
    counts = torch.bincount(batch, minlength=num_graphs).clamp_min(1).to(h.dtype)
    return total / counts.unsqueeze(1)


def global_max_pool(h, batch, num_graphs):
    out = h.new_full((num_graphs, h.shape[1]), float("-inf"))
    idx = batch.unsqueeze(1).expand_as(h)
    return out.scatter_reduce(0, idx, h, reduce="amax", include_self=True)


def sum_mean_pool(h, batch, num_graphs):
    return torch.cat([global_sum_pool(h, batch, num_graphs),
                      global_mean_pool(h, batch, num_graphs)], dim=1)


READOUTS = {"sum": global_sum_pool, "mean": global_mean_pool, "max": global_max_pool,
            "sum_mean": sum_mean_pool}
