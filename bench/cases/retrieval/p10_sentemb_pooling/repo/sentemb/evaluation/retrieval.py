import torch


def recall_at_k(model, pairs, ks=(1, 5, 10), batch_size=64):
    """Queries are pairs[i][0]; the corpus is all pairs[j][1]; the relevant document is j == i."""
    q = model.encode([p[0] for p in pairs], batch_size)
    d = model.encode([p[1] for p in pairs], batch_size)
    sims = q @ d.T
    target = sims.diag().unsqueeze(1)
    rank = (sims > target).sum(1)
    return {f"recall@{k}": (rank < k).float().mean().item() for k in ks}


def mean_reciprocal_rank(model, pairs, batch_size=64):
    q = model.encode([p[0] for p in pairs], batch_size)
    d = model.encode([p[1] for p in pairs], batch_size)
    sims = q @ d.T
    rank = (sims > sims.diag().unsqueeze(1)).sum(1) + 1
    return (1.0 / rank.float()).mean().item()
