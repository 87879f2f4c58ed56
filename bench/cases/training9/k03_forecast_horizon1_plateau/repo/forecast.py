"""Train a window -> horizon forecaster.

    python forecast.py --config config.yaml
"""
import argparse

import torch
import yaml

from tsforecast import MLPForecaster, WindowDataset, fit, make_series, split_series


def load_config(path):
    with open(path) as f:
        return yaml.safe_load(f)


def build(cfg):
    d = cfg["data"]
    series = make_series(d["length"], d["channels"], d["noise"], seed=cfg["train"]["seed"])
    train, val, _ = split_series(series, d["val_fraction"])
    train_ds = WindowDataset(train, cfg["window"], cfg["horizon"], d["target"])
    val_ds = WindowDataset(val, cfg["window"], cfg["horizon"], d["target"])
    torch.manual_seed(cfg["train"]["seed"])
    model = MLPForecaster(cfg["window"], d["channels"], cfg["horizon"], **cfg["model"])
    return model, train_ds, val_ds


def main(cfg, log=print):
    model, train_ds, val_ds = build(cfg)
    t = cfg["train"]
    history = fit(model, train_ds, val_ds, epochs=t["epochs"], batch_size=t["batch_size"],
                  lr=t["lr"], seed=t["seed"], log=log)
    return model, history


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--horizon", type=int, default=None)
    ap.add_argument("--epochs", type=int, default=None)
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.horizon:
        cfg["horizon"] = args.horizon
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    model, _ = main(cfg)
    torch.save(model.state_dict(), "forecaster.pt")
