"""Data preparation shared by the training entry point and the scripts."""
from dataclasses import dataclass

import torch

from .data import ChannelScaler, SlidingWindows, make_series
from .data.loader import chronological_split, load_csv


@dataclass
class Splits:
    train: SlidingWindows
    val: SlidingWindows
    test: SlidingWindows
    test_labels: torch.Tensor
    scaler: ChannelScaler
    n_channels: int


def build_splits(cfg, scaler=None):
    d = cfg["data"]
    if d["source"] == "synthetic":
        x, y = make_series(d["channels"], d["length"], d["anomaly_rate"], seed=cfg["seed"],
                           anomalies_from=d["train_frac"] + d["val_frac"])
    else:
        x, y, _ = load_csv(d["path"])
    (x_tr, _), (x_va, _), (x_te, y_te) = chronological_split(x, y, d["train_frac"], d["val_frac"])
    if scaler is None:
        scaler = ChannelScaler().fit(x_tr)
    w, s = d["window"], d["stride"]
    return Splits(
        train=SlidingWindows(scaler.transform(x_tr), w, s),
        val=SlidingWindows(scaler.transform(x_va), w, s),
        test=SlidingWindows(scaler.transform(x_te), w, 1),
        test_labels=y_te,
        scaler=scaler,
        n_channels=x.shape[1],
    )
