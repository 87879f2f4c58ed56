"""Catalogue coverage and popularity bias of full top-K recommendation lists."""
from __future__ import annotations

import math
from collections import Counter

import torch


def item_popularity(split) -> Counter:
    pop: Counter = Counter()
    for items in split.train.values():
        pop.update(items)
    return pop


@torch.no_grad()
def top_k_lists(model, split, users: list[int], k: int = 10, device: str = "cpu", batch_size: int = 128):
    """Full-catalogue top-K per user, excluding items seen in training."""
    all_items = torch.arange(1, split.num_items, device=device)
    out = {}
    for start in range(0, len(users), batch_size):
        chunk = users[start : start + batch_size]
        u = torch.tensor(chunk, device=device)
        cand = all_items.unsqueeze(0).expand(len(chunk), -1)
        history = None
        if model.uses_history:
            rows = [([0] * model.max_len + split.train[x])[-model.max_len:] for x in chunk]
            history = torch.tensor(rows, device=device)
        scores = model.score(u, cand, history)
        for row, user in enumerate(chunk):
            seen = torch.tensor([i - 1 for i in split.seen(user)], dtype=torch.long, device=device)
            scores[row, seen] = float("-inf")
        top = scores.topk(k, dim=1).indices + 1
        out.update({user: top[row].tolist() for row, user in enumerate(chunk)})
    return out


def coverage(lists: dict, num_items: int) -> float:
    shown = {i for items in lists.values() for i in items}
    return len(shown) / max(num_items - 1, 1)


def average_popularity_rank(lists: dict, popularity: Counter) -> float:
    ranking = {item: r for r, (item, _) in enumerate(popularity.most_common())}
    worst = len(ranking)
    ranks = [ranking.get(i, worst) for items in lists.values() for i in items]
    return sum(ranks) / max(len(ranks), 1)


def gini_index(lists: dict, num_items: int) -> float:
    counts = Counter(i for items in lists.values() for i in items)
    x = sorted(counts.get(i, 0) for i in range(1, num_items))
    n, total = len(x), sum(x)
    if total == 0:
        return math.nan
    cum = sum((2 * (idx + 1) - n - 1) * v for idx, v in enumerate(x))
    return cum / (n * total)
