"""Train a day-ahead load forecaster on hourly data."""
import argparse
import json

import torch
import torch.nn as nn
from torch.utils.data import DataLoader

from forecast.data import (StandardScaler, WindowDataset, load_csv_series, make_load_series,
                           split_series)
from forecast.model import build_model
from forecast.utils import EarlyStopping, mae, mape, seed_everything


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="config.json")
    p.add_argument("--csv", default=None)
    p.add_argument("--model", default=None, choices=["mlp", "gru"])
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--batch-size", type=int, default=None)
    p.add_argument("--input-len", type=int, default=None)
    p.add_argument("--horizon", type=int, default=None)
    p.add_argument("--weeks", type=int, default=None)
    return p.parse_args(argv)


def run_epoch(model, loader, loss_fn, opt=None):
    training = opt is not None
    model.train(training)
    total, n = 0.0, 0
    with torch.set_grad_enabled(training):
        for x, y in loader:
            pred = model(x)
            loss = loss_fn(pred, y)
            if training:
                opt.zero_grad()
                loss.backward()
                opt.step()
            total += loss.item() * len(x)
            n += len(x)
    return total / n


def main(argv=None):
    args = parse_args(argv)
    with open(args.config) as fh:
        cfg = json.load(fh)
    for key in ("model", "epochs", "batch_size", "input_len", "horizon", "weeks"):
        if getattr(args, key) is not None:
            cfg[key] = getattr(args, key)
    seed_everything(cfg["seed"])

    series = load_csv_series(args.csv) if args.csv else make_load_series(24 * 7 * cfg["weeks"], cfg["seed"])
    train_s, val_s = split_series(series, cfg["val_frac"])
    scaler = StandardScaler().fit(train_s)
    train_ds = WindowDataset(scaler.transform(train_s), cfg["input_len"], cfg["horizon"])
    val_ds = WindowDataset(scaler.transform(val_s), cfg["input_len"], cfg["horizon"])
    train_dl = DataLoader(train_ds, batch_size=cfg["batch_size"], shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=256)
    print(f"train windows {len(train_ds)}  val windows {len(val_ds)}")

    model = build_model(cfg["model"], cfg["input_len"], cfg["horizon"], hidden=cfg["hidden"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    loss_fn = nn.MSELoss()
    stopper = EarlyStopping(cfg["patience"])
    history = []
    for epoch in range(1, cfg["epochs"] + 1):
        tr = run_epoch(model, train_dl, loss_fn, opt)
        va = run_epoch(model, val_dl, loss_fn)
        history.append({"epoch": epoch, "train_mse": tr, "val_mse": va})
        print(f"epoch {epoch:3d}  train {tr:.4f}  val {va:.4f}")
        if stopper.step(va, model):
            print("early stopping")
            break
    if stopper.best_state is not None:
        model.load_state_dict(stopper.best_state)

    model.eval()
    with torch.no_grad():
        xs, ys = zip(*[val_ds[i] for i in range(len(val_ds))])
        pred = scaler.inverse_transform(model(torch.stack(xs)))
        target = scaler.inverse_transform(torch.stack(ys))
    metrics = {"val_mae_mw": mae(pred, target), "val_mape": mape(pred, target)}
    print(json.dumps(metrics))
    return model, history, metrics


if __name__ == "__main__":
    main()
