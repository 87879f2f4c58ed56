import csv

import torch

TRUE_VALUES = {"1", "true", "yes", "dead", "event"}


def load_csv_table(path, duration_col, event_col, feature_cols=None, event_is_censoring=False):
    """Read a survival table from CSV.

    ``event_col`` holds the event indicator (1 = event observed); set ``event_is_censoring`` for
    files that store a censoring flag instead (1 = censored).
    Returns (features [n, d], durations [n], events [n] bool, feature names).
    """
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise ValueError(f"{path} is empty")
    if feature_cols is None:
        feature_cols = [c for c in rows[0] if c not in (duration_col, event_col)]
    x = torch.tensor([[float(r[c]) for c in feature_cols] for r in rows])
    t = torch.tensor([float(r[duration_col]) for r in rows])
    e = torch.tensor([r[event_col].strip().lower() in TRUE_VALUES for r in rows])
    if event_is_censoring:
        e = ~e
    return x, t, e, feature_cols


def drop_nonpositive(x, t, e):
    keep = t > 0
    return x[keep], t[keep], e[keep]
