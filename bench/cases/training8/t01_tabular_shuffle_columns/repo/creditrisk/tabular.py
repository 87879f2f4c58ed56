"""Helpers for column tables: ``{column_name: np.ndarray}`` with equal lengths."""
import numpy as np


def num_rows(table):
    lengths = {len(col) for col in table.values()}
    if len(lengths) != 1:
        raise ValueError(f"columns have different lengths: {sorted(lengths)}")
    return lengths.pop()


def take(table, idx):
    return {name: col[idx] for name, col in table.items()}


def shuffle_rows(table, seed=None):
    """Shuffle the rows of a column table (CSV exports are often sorted by date)."""
    rng = np.random.default_rng(seed)
    return {name: col[rng.permutation(len(col))] for name, col in table.items()}


def split_rows(table, val_frac, seed=None):
    """Random train/validation split of the rows."""
    n = num_rows(table)
    idx = np.random.default_rng(seed).permutation(n)
    n_val = int(round(n * val_frac))
    return take(table, idx[n_val:]), take(table, idx[:n_val])


def fill_missing(table, numeric):
    out = dict(table)
    for name in numeric:
        col = out[name].astype(np.float64)
        if np.isnan(col).any():
            col = np.where(np.isnan(col), np.nanmedian(col), col)
        out[name] = col
    return out
