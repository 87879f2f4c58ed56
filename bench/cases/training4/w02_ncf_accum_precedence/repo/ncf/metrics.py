import math

import torch


@torch.no_grad()
def hit_rate_ndcg(model, test_pairs, n_items, k=10, n_neg=99, seed=123, max_users=None):
    """Rank the held-out item among `n_neg` random items; HR@k and NDCG@k."""
    model.eval()
    g = torch.Generator().manual_seed(seed)
    pairs = torch.as_tensor(test_pairs)
    if max_users:
        pairs = pairs[:max_users]
    hits, ndcg = 0.0, 0.0
    for chunk in pairs.split(1024):
        users = chunk[:, :1].expand(-1, n_neg + 1)
        negs = torch.randint(0, n_items, (len(chunk), n_neg), generator=g)
        items = torch.cat([chunk[:, 1:], negs], 1)
        scores = model(users.reshape(-1), items.reshape(-1)).view(len(chunk), -1)
        rank = (scores > scores[:, :1]).sum(1)
        hit = rank < k
        hits += hit.float().sum().item()
        ndcg += sum(1.0 / math.log2(r + 2) for r in rank[hit].tolist())
    model.train()
    return hits / len(pairs), ndcg / len(pairs)
