"""Train the demand forecaster from a JSON experiment file.

    python run.py experiment.json
"""
import json
import sys

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from demand.data import WindowDataset, generate_series, split_series
from demand.model import LSTMForecaster
from demand.utils import seed_everything, smape


def build(cfg):
    d = cfg["data"]
    series = generate_series(d["n_series"], d["length"], seed=cfg["seed"])
    train_series, val_series = split_series(series, d["val_fraction"])
    train_ds = WindowDataset(train_series, d["window"], d["horizon"])
    val_ds = WindowDataset(val_series, d["window"], d["horizon"])
    model = LSTMForecaster(d["horizon"], **cfg["model"])
    return model, train_ds, val_ds


def evaluate(model, loader):
    model.eval()
    preds, targets = [], []
    with torch.no_grad():
        for x, y, scale in loader:
            preds.append(model(x) * scale[:, None])
            targets.append(y * scale[:, None])
    p, t = torch.cat(preds), torch.cat(targets)
    return {"val_mae": (p - t).abs().mean().item(), "val_smape": smape(p, t)}


def main(cfg, log=print):
    model, train_ds, val_ds = build(cfg)
    tr = cfg["train"]
    train_loader = DataLoader(train_ds, batch_size=tr["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)
    optimizer = torch.optim.Adam(model.parameters(), lr=tr["lr"])

    seed_everything(cfg["seed"])  # make the training run reproducible

    history = []
    for epoch in range(1, tr["epochs"] + 1):
        model.train()
        total, n = 0.0, 0
        for x, y, _ in train_loader:
            loss = F.l1_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(x)
            n += len(x)
        metrics = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_l1": total / n, **metrics})
        log(f"epoch {epoch}: train_l1={total / n:.5f} val_mae={metrics['val_mae']:.4f} "
            f"val_smape={metrics['val_smape']:.3f}")
    return model, history


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "experiment.json"
    with open(path) as f:
        config = json.load(f)
    main(config)
