import csv

import torch


def load_csv(path, label_column="label", time_column=None):
    """CSV with one column per channel plus an optional 0/1 label column."""
    values, labels = [], []
    with open(path, newline="") as fh:
        reader = csv.DictReader(fh)
        channels = [c for c in reader.fieldnames if c not in (label_column, time_column)]
        for row in reader:
            values.append([float(row[c]) if row[c] not in ("", "nan") else float("nan") for c in channels])
            labels.append(int(row.get(label_column, 0) or 0))
    x = torch.tensor(values)
    # forward-fill missing readings per channel
    for c in range(x.shape[1]):
        col = x[:, c]
        for i in range(len(col)):
            if torch.isnan(col[i]):
                col[i] = col[i - 1] if i > 0 else 0.0
    return x, torch.tensor(labels), channels


def chronological_split(x, y, train_frac, val_frac):
    n = x.shape[0]
    a, b = int(n * train_frac), int(n * (train_frac + val_frac))
    return (x[:a], y[:a]), (x[a:b], y[a:b]), (x[b:], y[b:])
