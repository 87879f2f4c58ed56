"""Reading a CSV export into a column table (dict of numpy arrays)."""
import csv

import numpy as np


def read_csv_table(path, numeric, categorical, target):
    cols = {name: [] for name in list(numeric) + list(categorical) + [target]}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            for name in cols:
                cols[name].append(row.get(name, ""))
    table = {}
    for name in numeric:
        table[name] = np.array([float(v) if v not in ("", "NA") else np.nan for v in cols[name]])
    for name in categorical:
        table[name] = np.array([v if v else "<missing>" for v in cols[name]], dtype=object)
    table[target] = np.array([int(float(v)) for v in cols[target]], dtype=np.int64)
    return table
