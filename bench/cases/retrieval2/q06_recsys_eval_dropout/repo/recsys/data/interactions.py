"""Loading and re-indexing of user-item interaction logs."""
from __future__ import annotations

import csv
import random
from collections import Counter
from dataclasses import dataclass


@dataclass
class InteractionLog:
    """Interactions with dense integer ids. Item id 0 is reserved for padding."""

    users: list[int]
    items: list[int]
    times: list[float]
    num_users: int
    num_items: int  # including the padding id

    def __len__(self) -> int:
        return len(self.users)


def describe(log: InteractionLog) -> str:
    per_user = Counter(log.users)
    per_item = Counter(log.items)
    density = len(log) / (log.num_users * (log.num_items - 1))
    return (f"{len(log)} interactions | {log.num_users} users (median {sorted(per_user.values())[len(per_user) // 2]}"
            f" per user) | {log.num_items - 1} items ({len(per_item)} with interactions) | density {density:.4%}")


def _reindex(rows: list[tuple[str, str, float]], min_interactions: int) -> InteractionLog:
    # iterative k-core filtering on users only (items are kept)
    while True:
        counts = Counter(u for u, _, _ in rows)
        kept = [r for r in rows if counts[r[0]] >= min_interactions]
        if len(kept) == len(rows):
            break
        rows = kept
    user_ids = {u: i for i, u in enumerate(sorted({r[0] for r in rows}))}
    item_ids = {it: i + 1 for i, it in enumerate(sorted({r[1] for r in rows}))}
    return InteractionLog(
        users=[user_ids[u] for u, _, _ in rows],
        items=[item_ids[i] for _, i, _ in rows],
        times=[t for _, _, t in rows],
        num_users=len(user_ids),
        num_items=len(item_ids) + 1,
    )


def load_interactions(path: str, min_interactions: int = 5) -> InteractionLog:
    with open(path, newline="") as fh:
        rows = [(r["user_id"], r["item_id"], float(r["timestamp"])) for r in csv.DictReader(fh)]
    return _reindex(rows, min_interactions)


def synthetic_interactions(num_users: int = 500, num_items: int = 1000, seed: int = 0,
                           min_interactions: int = 5) -> InteractionLog:
    """Users belong to latent taste clusters; items are popular within a cluster (Zipf-like)."""
    rng = random.Random(seed)
    n_clusters = 8
    cluster_items = [[i for i in range(num_items) if i % n_clusters == c] for c in range(n_clusters)]
    rows = []
    for u in range(num_users):
        c = rng.randrange(n_clusters)
        pool = cluster_items[c]
        n = rng.randint(min_interactions, 40)
        t = 0.0
        for _ in range(n):
            if rng.random() < 0.8:
                item = pool[min(int(rng.paretovariate(1.2)) - 1, len(pool) - 1)]
            else:
                item = rng.randrange(num_items)
            t += rng.random()
            rows.append((f"u{u}", f"i{item}", t))
    return _reindex(rows, min_interactions)
