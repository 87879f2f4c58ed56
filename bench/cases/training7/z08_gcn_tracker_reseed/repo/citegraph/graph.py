import torch


def make_citation_graph(n_nodes, n_classes, n_features, p_in, p_out, train_per_class, n_val, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(n_classes, (n_nodes,), generator=g)
    same = labels[:, None] == labels[None, :]
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    upper = torch.triu(torch.rand(n_nodes, n_nodes, generator=g) < prob, diagonal=1)
    edges = torch.nonzero(upper | upper.T).T
    topic_words = torch.rand(n_classes, n_features, generator=g) < 0.05
    noise = torch.rand(n_nodes, n_features, generator=g) < 0.01
    keep = torch.rand(n_nodes, n_features, generator=g) < 0.35
    x = ((topic_words[labels] & keep) | noise).float()
    x = x / x.sum(1, keepdim=True).clamp_min(1.0)
    perm = torch.randperm(n_nodes, generator=g)
    train_idx = torch.cat([perm[labels[perm] == c][:train_per_class] for c in range(n_classes)])
    rest = perm[~torch.isin(perm, train_idx)]
    return {"x": x, "y": labels, "edges": edges, "train": train_idx, "val": rest[:n_val], "test": rest[n_val:]}


def normalized_adjacency(edges, n):
    """D^-1/2 (A + I) D^-1/2 as a sparse COO tensor."""
    loops = torch.arange(n).repeat(2, 1)
    idx = torch.cat([edges, loops], dim=1)
    deg = torch.zeros(n).index_add_(0, idx[0], torch.ones(idx.shape[1]))
    w = deg[idx[0]].rsqrt() * deg[idx[1]].rsqrt()
    return torch.sparse_coo_tensor(idx, w, (n, n)).coalesce()
