import math

import torch


def rank_of_target(scores):
    """scores: (C,) with the held-out item at index 0. 0-based rank (ties count against)."""
    return int((scores[1:] >= scores[0]).sum())


def hit_rate(ranks, k):
    return sum(r < k for r in ranks) / max(1, len(ranks))


def ndcg(ranks, k):
    return sum(1.0 / math.log2(r + 2) for r in ranks if r < k) / max(1, len(ranks))


def mrr(ranks):
    return sum(1.0 / (r + 1) for r in ranks) / max(1, len(ranks))


@torch.no_grad()
def evaluate_candidates(model, candidates, k=10):
    if hasattr(model, "eval"):
        model.eval()
    ranks = []
    for u, items in candidates.items():
        items_t = torch.tensor(items)
        users_t = torch.full_like(items_t, u)
        ranks.append(rank_of_target(model(users_t, items_t)))
    return {f"hr@{k}": hit_rate(ranks, k), f"ndcg@{k}": ndcg(ranks, k), "mrr": mrr(ranks)}


def coverage(recommendations, num_items):
    return len({i for rec in recommendations for i in rec}) / num_items
