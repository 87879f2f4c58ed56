"""Synthetic mixed-type table with a known generating rule."""
import numpy as np


def make_synthetic_table(n_rows=4000, n_categorical=3, n_levels=20, n_numeric=4,
                         n_classes=3, seed=0):
    """Return (columns, labels, schema).

    columns: dict name -> np.ndarray (object dtype for categoricals, float32 for numerics)
    schema:  dict with "categorical" and "numeric" column name lists.
    """
    rng = np.random.default_rng(seed)
    columns = {}
    logits = np.zeros((n_rows, n_classes))
    cat_names, num_names = [], []
    for j in range(n_categorical):
        name = f"cat_{j}"
        levels = np.array([f"{name}_lvl{k:02d}" for k in range(n_levels)], dtype=object)
        codes = rng.integers(0, n_levels, size=n_rows)
        effect = rng.normal(0.0, 2.0, size=(n_levels, n_classes))
        logits += effect[codes]
        columns[name] = levels[codes]
        cat_names.append(name)
    w = rng.normal(0.0, 0.6, size=(n_numeric, n_classes))
    for j in range(n_numeric):
        name = f"num_{j}"
        scale = 10.0 ** rng.integers(-1, 3)
        offset = rng.normal(0.0, 50.0)
        z = rng.normal(size=n_rows)
        logits += np.outer(z, w[j])
        columns[name] = (offset + scale * z).astype(np.float32)
        num_names.append(name)
    labels = logits.argmax(axis=1).astype(np.int64)
    schema = {"categorical": cat_names, "numeric": num_names, "n_classes": n_classes}
    return columns, labels, schema
