"""Beyond-accuracy metrics: popularity bias, novelty and intra-list diversity."""
import math

import torch


def item_popularity(train, num_items):
    pop = torch.zeros(num_items)
    for items in train.values():
        for i in items:
            pop[i] += 1
    return pop


def average_popularity(recs, pop):
    vals = [pop[i].item() for rec in recs.values() for i in rec]
    return sum(vals) / max(1, len(vals))


def novelty(recs, pop, num_users):
    """Mean self-information -log2(p(i)) of recommended items."""
    total = 0.0
    n = 0
    for rec in recs.values():
        for i in rec:
            p = max(pop[i].item(), 1.0) / num_users
            total += -math.log2(p)
            n += 1
    return total / max(1, n)


def intra_list_diversity(recs, item_emb):
    emb = torch.nn.functional.normalize(item_emb, dim=-1)
    scores = []
    for rec in recs.values():
        if len(rec) < 2:
            continue
        e = emb[rec]
        sim = e @ e.T
        k = len(rec)
        scores.append(1 - (sim.sum() - k).item() / (k * (k - 1)))
    return sum(scores) / max(1, len(scores))


def gini(pop_counts):
    x = pop_counts.sort().values
    n = len(x)
    idx = torch.arange(1, n + 1, dtype=torch.float32)
    return ((2 * idx - n - 1) * x).sum().item() / (n * x.sum().clamp(min=1e-8).item())
