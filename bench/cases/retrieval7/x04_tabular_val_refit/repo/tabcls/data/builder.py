"""Build train/val datasets from the config."""
import numpy as np

from .dataset import TabularDataset
from .preprocessing import CategoryEncoder, build_scaler
from .synthetic import make_synthetic_table


def split_table(columns, labels, val_fraction, seed):
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(labels))
    n_val = int(round(len(labels) * val_fraction))
    idx = {"train": order[n_val:], "val": order[:n_val]}
    return {name: ({k: v[ix] for k, v in columns.items()}, labels[ix]) for name, ix in idx.items()}


def fit_preprocessors(columns, schema, data_cfg):
    encoders = {name: CategoryEncoder(min_count=data_cfg.get("min_count", 1)).fit(columns[name])
                for name in schema["categorical"]}
    nums = np.stack([columns[name] for name in schema["numeric"]], axis=1)
    scaler = build_scaler(data_cfg.get("numeric_scaler", "standard")).fit(nums)
    return {"categorical": encoders, "numeric": scaler}


def build_datasets(cfg):
    """Returns (datasets, schema, preprocessors); preprocessors are fit on train only."""
    dcfg = cfg["data"]
    columns, labels, schema = make_synthetic_table(
        n_rows=dcfg["n_rows"], n_categorical=dcfg["n_categorical"], n_levels=dcfg["n_levels"],
        n_numeric=dcfg["n_numeric"], n_classes=dcfg["n_classes"], seed=cfg["seed"])
    splits = split_table(columns, labels, dcfg["val_fraction"], seed=cfg["seed"] + 1)
    datasets = {}
    preprocessors = None
    for name, (cols, ys) in splits.items():
        preprocessors = fit_preprocessors(cols, schema, dcfg)
        datasets[name] = TabularDataset(cols, ys, schema, preprocessors)
    return datasets, schema, preprocessors
