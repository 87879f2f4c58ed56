import csv
import math
from datetime import datetime

import torch


def load_csv(path, target):
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        cols = header[1:]
        stamps, rows = [], []
        for r in reader:
            if not r:
                continue
            stamps.append(datetime.fromisoformat(r[0]))
            rows.append([float(v) if v != "" else float("nan") for v in r[1:]])
    values = torch.tensor(rows, dtype=torch.float32)
    values = _ffill(values)
    return stamps, values, cols, cols.index(target)


def _ffill(values):
    out = values.clone()
    for t in range(1, out.size(0)):
        bad = torch.isnan(out[t])
        out[t][bad] = out[t - 1][bad]
    return torch.nan_to_num(out, nan=0.0)


def synthetic_load(n_hours=24 * 365, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_hours, dtype=torch.float32)
    daily = torch.sin(2 * math.pi * t / 24)
    weekly = 0.5 * torch.sin(2 * math.pi * t / (24 * 7))
    temp = 10 + 8 * torch.sin(2 * math.pi * t / (24 * 365)) + torch.randn(n_hours, generator=g)
    load = 50 + 10 * daily + 5 * weekly + 0.8 * temp + torch.randn(n_hours, generator=g).cumsum(0) * 0.05
    values = torch.stack([load, temp], dim=1)
    start = datetime(2022, 1, 1)
    stamps = [datetime.fromtimestamp(start.timestamp() + 3600 * i) for i in range(n_hours)]
    return stamps, values, ["load", "temperature"], 0


def time_split(values, val_fraction, input_len):
    n = values.size(0)
    cut = int(n * (1 - val_fraction))
    return values[:cut], values[cut - input_len:]
