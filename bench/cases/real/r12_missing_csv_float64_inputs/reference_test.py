"""Reproduction: train_price.py crashes in the first forward pass on the loaded CSV."""
import math
import os

import numpy as np
import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_price.py")
HEADER = "sqft,bedrooms,bathrooms,age,lot_size,garage,lat,lon,price"


def test_train_price_on_a_standin_csv(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    # the real housing.csv is not in the repository: 8 numeric features + price
    rng = np.random.default_rng(0)
    X = rng.normal(size=(300, 8))
    price = X @ rng.normal(size=8) * 1e4 + 3e5
    (tmp_path / "data").mkdir()
    np.savetxt(tmp_path / "data" / "housing.csv", np.c_[X, price], delimiter=",",
               header=HEADER, comments="")
    monkeypatch.chdir(tmp_path)
    src = open(SCRIPT).read().replace("for epoch in range(500):", "for epoch in range(101):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    assert math.isfinite(ns["val_loss"]) and ns["val_loss"] < 1.0
