"""Readers for common interaction file formats (MovieLens ratings.dat / u.data, CSV)."""
import csv


def read_movielens(path, sep="::", min_rating=4.0):
    """Returns (events, user_map, item_map); ratings below min_rating are dropped."""
    events, user_map, item_map = [], {}, {}
    with open(path, encoding="latin-1") as f:
        for line in f:
            parts = line.strip().split(sep) if sep != "\t" else line.strip().split("\t")
            if len(parts) < 4:
                continue
            u, i, r, t = parts[0], parts[1], float(parts[2]), int(parts[3])
            if r < min_rating:
                continue
            uu = user_map.setdefault(u, len(user_map))
            ii = item_map.setdefault(i, len(item_map))
            events.append((uu, ii, t))
    return events, user_map, item_map


def read_csv_events(path, user_col="user_id", item_col="item_id", time_col="timestamp"):
    events, user_map, item_map = [], {}, {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            uu = user_map.setdefault(row[user_col], len(user_map))
            ii = item_map.setdefault(row[item_col], len(item_map))
            events.append((uu, ii, int(float(row.get(time_col, 0) or 0))))
    return events, user_map, item_map


def k_core(events, k=5):
    """Iteratively drop users and items with fewer than k interactions."""
    while True:
        uc, ic = {}, {}
        for u, i, _ in events:
            uc[u] = uc.get(u, 0) + 1
            ic[i] = ic.get(i, 0) + 1
        kept = [e for e in events if uc[e[0]] >= k and ic[e[1]] >= k]
        if len(kept) == len(events):
            return kept
        events = kept
