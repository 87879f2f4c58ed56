import csv
import random
from collections import defaultdict
from dataclasses import dataclass, field


@dataclass
class Interactions:
    n_users: int
    n_items: int
    rows: list
    user_map: dict = field(default_factory=dict)
    item_map: dict = field(default_factory=dict)

    def by_user(self):
        d = defaultdict(list)
        for u, i, _, ts in self.rows:
            d[u].append((ts, i))
        return {u: [i for _, i in sorted(v)] for u, v in d.items()}


def load_interactions(path, min_rating=None):
    user_map, item_map, rows = {}, {}, []
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            rating = float(r.get("rating", 1.0) or 1.0)
            if min_rating is not None and rating < min_rating:
                continue
            u = user_map.setdefault(r["user"], len(user_map))
            i = item_map.setdefault(r["item"], len(item_map))
            rows.append((u, i, rating, int(r.get("timestamp", 0) or 0)))
    return Interactions(len(user_map), len(item_map), rows, user_map, item_map)


def synthetic_interactions(n_users=500, n_items=800, per_user=(5, 40), seed=0):
    rng = random.Random(seed)
    n_groups = 10
    rows = []
    for u in range(n_users):
        g = u % n_groups
        pool = [i for i in range(n_items) if i % n_groups == g]
        for t in range(rng.randint(*per_user)):
            i = rng.choice(pool) if rng.random() < 0.8 else rng.randrange(n_items)
            rows.append((u, i, 1.0, t))
    return Interactions(n_users, n_items, rows)


def leave_last_out(inter, n_test=1):
    train, test = defaultdict(set), defaultdict(set)
    for u, seq in inter.by_user().items():
        if len(seq) <= n_test:
            train[u].update(seq)
            continue
        train[u].update(seq[:-n_test])
        test[u].update(i for i in seq[-n_test:] if i not in train[u])
    return dict(train), {u: s for u, s in test.items() if s}
