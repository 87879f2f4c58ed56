import math

import torch


@torch.no_grad()
def hit_rate_ndcg(model, interactions, k=10, batch_size=512):
    model.eval()
    users = torch.tensor(sorted(interactions.test_item), dtype=torch.long)
    hits, ndcg = 0, 0.0
    for start in range(0, len(users), batch_size):
        ub = users[start:start + batch_size]
        scores = model.all_scores(ub)
        for row, u in enumerate(ub.tolist()):
            seen = list(interactions.seen(u))
            if seen:
                scores[row, seen] = -float("inf")
            topk = torch.topk(scores[row], k).indices.tolist()
            target = interactions.test_item[u]
            if target in topk:
                hits += 1
                ndcg += 1.0 / math.log2(topk.index(target) + 2)
    n = max(len(users), 1)
    return hits / n, ndcg / n
