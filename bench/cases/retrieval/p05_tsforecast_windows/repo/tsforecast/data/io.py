"""CSV loading with timestamp parsing, regular resampling and gap filling (stdlib only)."""
import csv
from datetime import datetime, timedelta

import torch


def read_csv_series(path, time_col="timestamp", value_col="value", fmt="%Y-%m-%d %H:%M:%S"):
    times, values = [], []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            raw = row.get(value_col, "")
            times.append(datetime.strptime(row[time_col], fmt))
            values.append(float(raw) if raw not in ("", "NA", "nan") else float("nan"))
    order = sorted(range(len(times)), key=lambda i: times[i])
    return [times[i] for i in order], torch.tensor([values[i] for i in order])


def resample_regular(times, values, freq=timedelta(hours=1)):
    """Put the observations on a regular grid; missing slots become NaN (last value wins)."""
    if not times:
        return [], torch.empty(0)
    start, end = times[0], times[-1]
    n = int((end - start) / freq) + 1
    out = torch.full((n,), float("nan"))
    for t, v in zip(times, values.tolist()):
        out[int((t - start) / freq)] = v
    grid = [start + i * freq for i in range(n)]
    return grid, out


def fill_gaps(values, method="linear"):
    v = values.clone()
    isnan = torch.isnan(v)
    if not isnan.any():
        return v
    idx = torch.arange(len(v))
    known = idx[~isnan]
    if len(known) == 0:
        return torch.zeros_like(v)
    if method == "ffill":
        last = v[known[0]]
        for i in range(len(v)):
            if isnan[i]:
                v[i] = last
            else:
                last = v[i]
        return v
    for i in idx[isnan].tolist():
        right = known[known > i]
        left = known[known < i]
        if len(left) == 0:
            v[i] = v[right[0]]
        elif len(right) == 0:
            v[i] = v[left[-1]]
        else:
            l, r = left[-1].item(), right[0].item()
            w = (i - l) / (r - l)
            v[i] = (1 - w) * v[l] + w * v[r]
    return v


def write_forecast_csv(path, start, freq, values):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["timestamp", "forecast"])
        for i, v in enumerate(values.tolist()):
            w.writerow([(start + i * freq).strftime("%Y-%m-%d %H:%M:%S"), f"{v:.6f}"])
