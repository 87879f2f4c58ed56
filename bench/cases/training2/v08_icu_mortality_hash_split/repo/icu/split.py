"""Stable train/val/test assignment.

A stay's split depends only on its id, so that a stay never changes split when the export is
refreshed and new stays are appended (a random permutation would reshuffle everything)."""


def bucket(stay_id, n_buckets=100):
    return hash(stay_id) % n_buckets


def assign_split(stay_id, val_pct=10, test_pct=10):
    b = bucket(stay_id)
    if b < test_pct:
        return "test"
    if b < test_pct + val_pct:
        return "val"
    return "train"


def split_indices(ids, val_pct=10, test_pct=10):
    out = {"train": [], "val": [], "test": []}
    for i, stay_id in enumerate(ids):
        out[assign_split(stay_id, val_pct, test_pct)].append(i)
    return out
