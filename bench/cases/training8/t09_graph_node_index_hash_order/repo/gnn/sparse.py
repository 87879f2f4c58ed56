import torch


def normalized_adjacency(edge_index, num_nodes, add_self_loops=True):
    """D^-1/2 (A + I) D^-1/2 as a sparse COO tensor."""
    row, col = edge_index
    if add_self_loops:
        loops = torch.arange(num_nodes)
        row, col = torch.cat([row, loops]), torch.cat([col, loops])
    w = torch.ones(row.numel())
    deg = torch.zeros(num_nodes).index_add_(0, row, w)
    dinv = deg.pow(-0.5)
    dinv[torch.isinf(dinv)] = 0
    w = dinv[row] * w * dinv[col]
    return torch.sparse_coo_tensor(torch.stack([row, col]), w, (num_nodes, num_nodes),
                                   check_invariants=False).coalesce()
