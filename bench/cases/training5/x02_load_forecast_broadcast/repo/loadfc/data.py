import torch
from torch.utils.data import DataLoader, TensorDataset

from .features import Standardizer, build_design_matrix
from .synth import make_region


def prepare(cfg):
    load, temp = make_region(cfg["years"], cfg["base_load_mw"], cfg["seed"])
    x, y = build_design_matrix(load, temp, cfg["lags"])
    n_val = int(len(y) * cfg["val_fraction"])
    x_tr, y_tr, x_va, y_va = x[:-n_val], y[:-n_val], x[-n_val:], y[-n_val:]
    xs = Standardizer().fit(x_tr)
    ys = Standardizer().fit(y_tr)
    train = TensorDataset(xs.transform(x_tr), ys.transform(y_tr))
    val = TensorDataset(xs.transform(x_va), ys.transform(y_va))
    return train, val, ys


def loaders(train, val, batch_size):
    return (DataLoader(train, batch_size=batch_size, shuffle=True),
            DataLoader(val, batch_size=1024))
