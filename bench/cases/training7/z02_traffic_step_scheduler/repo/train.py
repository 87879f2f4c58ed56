import argparse

import torch
from torch.utils.data import DataLoader

from forecast import MLPForecaster, WindowDataset, build_scheduler, simulate_traffic, split_series
from forecast.trainer import evaluate, train_epoch
from forecast.utils import load_config, seed_all


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/traffic.yaml")
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)
    d, tr = cfg["data"], cfg["train"]
    seed_all(tr["seed"])

    series = simulate_traffic(d["n_sensors"], d["n_days"], seed=tr["seed"])
    train_s, val_s = split_series(series, d["val_fraction"])
    train_ds = WindowDataset(train_s, d["window"], d["horizon"])
    val_ds = WindowDataset(val_s, d["window"], d["horizon"], mean=train_ds.mean, std=train_ds.std)
    train_dl = DataLoader(train_ds, batch_size=tr["batch_size"], shuffle=True, drop_last=True)
    val_dl = DataLoader(val_ds, batch_size=512)

    model = MLPForecaster(d["window"], d["horizon"], **cfg["model"])
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["optim"]["lr"], weight_decay=cfg["optim"]["weight_decay"])
    sched = build_scheduler(cfg["scheduler"], opt, len(train_dl), tr["epochs"])
    print(f"{len(train_ds)} train windows, {len(val_ds)} val windows, {len(train_dl)} steps/epoch")
    history = []
    for epoch in range(1, tr["epochs"] + 1):
        train_mse = train_epoch(model, train_dl, opt, sched)
        m = evaluate(model, val_dl)
        history.append({"epoch": epoch, "train_mse": train_mse, **m})
        print(f"epoch {epoch:3d} | train_mse {train_mse:.4f} | val_mse {m['val_mse']:.4f} "
              f"| naive_mse {m['naive_mse']:.4f}")
    return model, history


if __name__ == "__main__":
    main()
