"""CSV loading with simple type inference: numeric columns -> float (NaN for blanks),
everything else -> categorical codes."""
import csv

import torch


def _is_float(s):
    try:
        float(s)
        return True
    except ValueError:
        return s.strip() in ("", "NA", "nan")


def read_table(path, target):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        raise ValueError(f"{path} is empty")
    cols = [c for c in rows[0] if c != target]
    numeric = [c for c in cols if all(_is_float(r[c]) for r in rows)]
    categorical = [c for c in cols if c not in numeric]

    def num(v):
        v = v.strip()
        return float("nan") if v in ("", "NA", "nan") else float(v)

    X = torch.tensor([[num(r[c]) for c in numeric] for r in rows])
    vocabs = {c: {v: i for i, v in enumerate(sorted({r[c] for r in rows}))} for c in categorical}
    cats = torch.tensor([[vocabs[c][r[c]] for c in categorical] for r in rows], dtype=torch.long)
    y = torch.tensor([num(r[target]) for r in rows])
    return X, cats, y, {"numeric": numeric, "categorical": categorical, "vocabs": vocabs}
