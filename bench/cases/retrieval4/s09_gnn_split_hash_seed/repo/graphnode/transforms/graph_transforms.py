import torch


def to_undirected(edge_index, num_nodes):
    ei = torch.cat([edge_index, edge_index.flip(0)], dim=1)
    key = ei[0] * num_nodes + ei[1]
    key = torch.unique(key)
    return torch.stack([key // num_nodes, key % num_nodes])


def add_self_loops(edge_index, num_nodes):
    loops = torch.arange(num_nodes, dtype=torch.long).repeat(2, 1)
    mask = edge_index[0] != edge_index[1]
    return torch.cat([edge_index[:, mask], loops], dim=1)


def gcn_norm_adj(edge_index, num_nodes):
    ei = add_self_loops(edge_index, num_nodes)
    deg = torch.bincount(ei[1], minlength=num_nodes).float()
    dinv = deg.pow(-0.5)
    dinv[torch.isinf(dinv)] = 0.0
    w = dinv[ei[0]] * dinv[ei[1]]
    return torch.sparse_coo_tensor(ei.flip(0), w, (num_nodes, num_nodes)).coalesce()


def row_normalize_features(x):
    s = x.sum(dim=1, keepdim=True)
    s[s == 0] = 1.0
    return x / s
