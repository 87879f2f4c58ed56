import math

import torch


def _topk_hits(scores, relevance, k):
    topk = scores.topk(k, dim=1).indices
    return relevance.gather(1, topk)


def recall_at_k(scores, relevance, k):
    hits = _topk_hits(scores, relevance, k).sum(1)
    n_rel = relevance.sum(1)
    return hits / n_rel.clamp(min=1)


def hit_rate_at_k(scores, relevance, k):
    return (_topk_hits(scores, relevance, k).sum(1) > 0).float()


def mrr_at_k(scores, relevance, k):
    hits = _topk_hits(scores, relevance, k)
    ranks = torch.arange(1, k + 1, device=scores.device, dtype=torch.float)
    rr = hits / ranks
    first = torch.where(hits.sum(1) > 0, rr.max(1).values, torch.zeros_like(rr[:, 0]))
    return first


def ndcg_at_k(scores, relevance, k):
    gains = _topk_hits(scores, relevance, k)
    positions = torch.arange(k, device=scores.device, dtype=torch.float)
    discounts = 1.0 / torch.log2(positions + 1)
    dcg = (gains * discounts).sum(1)
    ideal = relevance.sort(dim=1, descending=True).values[:, :k]
    idcg = (ideal * discounts).sum(1)
    return dcg / idcg.clamp(min=1e-12)


def ndcg_from_rank(rank, k):
    if rank >= k:
        return 0.0
    return 1.0 / math.log2(rank + 2)
