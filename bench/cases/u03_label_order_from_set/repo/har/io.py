import csv

import numpy as np

LABEL_COLUMN = "activity"


def read_csv(path):
    """Return (features float32 [n, d], labels list[str], feature names)."""
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        names = [c for c in reader.fieldnames if c != LABEL_COLUMN]
        rows = list(reader)
    x = np.array([[float(r[c]) for c in names] for r in rows], dtype=np.float32)
    y = [r[LABEL_COLUMN] for r in rows]
    return x, y, names


def write_csv(path, x, y, names):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(list(names) + [LABEL_COLUMN])
        for row, label in zip(x, y):
            w.writerow([f"{v:.5f}" for v in row] + [label])
