from collections import Counter

from ..data.interactions import Interactions


def binarize(inter, threshold=4.0):
    rows = [(u, i, 1.0, ts) for u, i, r, ts in inter.rows if r >= threshold]
    return Interactions(inter.n_users, inter.n_items, rows, inter.user_map, inter.item_map)


def k_core_filter(inter, k=5, max_iter=20):
    rows = list(inter.rows)
    for _ in range(max_iter):
        uc = Counter(r[0] for r in rows)
        ic = Counter(r[1] for r in rows)
        new = [r for r in rows if uc[r[0]] >= k and ic[r[1]] >= k]
        if len(new) == len(rows):
            break
        rows = new
    users = {u: n for n, u in enumerate(sorted({r[0] for r in rows}))}
    items = {i: n for n, i in enumerate(sorted({r[1] for r in rows}))}
    rows = [(users[u], items[i], r, ts) for u, i, r, ts in rows]
    return Interactions(len(users), len(items), rows)
