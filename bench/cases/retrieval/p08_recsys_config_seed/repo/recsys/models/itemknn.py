import torch


class ItemKNN:
    """Item-based collaborative filtering with cosine similarity and top-k neighbours."""

    def __init__(self, train, num_users, num_items, k=50, shrink=10.0):
        R = torch.zeros(num_users, num_items)
        for u, items in train.items():
            R[u, items] = 1.0
        norms = R.sum(0).sqrt()
        sim = (R.T @ R) / (norms[:, None] * norms[None, :] + shrink)
        sim.fill_diagonal_(0)
        if k < num_items:
            top = sim.topk(k, dim=1)
            sparse = torch.zeros_like(sim)
            sparse.scatter_(1, top.indices, top.values)
            sim = sparse
        self.R = R
        self.sim = sim

    def __call__(self, users, items):
        return (self.R[users] * self.sim[:, items].T).sum(-1)

    def eval(self):
        return self
