import csv

import torch


def load_csv(path, date_col="date"):
    """Read a numeric CSV. Returns (values[T, C] float tensor, column names, date strings)."""
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        rows = [row for row in reader if row]
    if date_col in header:
        d = header.index(date_col)
        dates = [r[d] for r in rows]
        cols = [c for i, c in enumerate(header) if i != d]
        rows = [[v for i, v in enumerate(r) if i != d] for r in rows]
    else:
        dates, cols = None, header
    values = torch.tensor([[float(v) if v != "" else float("nan") for v in r] for r in rows])
    values = _ffill(values)
    return values, cols, dates


def _ffill(x):
    out = x.clone()
    for t in range(1, out.shape[0]):
        bad = torch.isnan(out[t])
        out[t, bad] = out[t - 1, bad]
    return torch.nan_to_num(out, nan=0.0)
