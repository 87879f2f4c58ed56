"""Implicit feedback generated from a low-rank preference model with item popularity."""
import torch


def generate_interactions(num_users, num_items, per_user, rank=8, seed=0, popularity=1.0):
    """Return a list of (user, item, timestamp) with `per_user` distinct items per user."""
    g = torch.Generator().manual_seed(seed)
    U = torch.randn(num_users, rank, generator=g)
    V = torch.randn(num_items, rank, generator=g)
    pop = popularity * torch.log1p(torch.arange(num_items, 0, -1).float()) / 3
    scores = U @ V.T / rank ** 0.5 + pop[None]
    probs = torch.softmax(2.0 * scores, dim=1)
    events = []
    for u in range(num_users):
        items = torch.multinomial(probs[u], per_user, replacement=False, generator=g)
        for t, i in enumerate(items.tolist()):
            events.append((u, i, t))
    return events


def to_user_lists(events, num_users):
    lists = [[] for _ in range(num_users)]
    for u, i, t in sorted(events, key=lambda e: (e[0], e[2])):
        lists[u].append(i)
    return lists
