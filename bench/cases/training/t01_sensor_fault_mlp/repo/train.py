"""Train the fault classifier.

    python train.py --config configs/default.json
    python train.py --config configs/default.json --epochs 10 --lr 3e-3 --save runs/mlp.pt
"""
import argparse
import json
import os

import torch
from torch.utils.data import DataLoader

from faultnet.data import CLASSES, NUM_CHANNELS, SensorSnapshots
from faultnet.engine import evaluate, train_one_epoch
from faultnet.model import FaultClassifier


def load_config(path, overrides):
    with open(path) as f:
        cfg = json.load(f)
    for key, value in overrides.items():
        if value is None:
            continue
        section, name = key.split(".")
        cfg[section][name] = value
    return cfg


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=os.path.join(os.path.dirname(__file__), "configs",
                                                     "default.json"))
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--batch-size", type=int)
    ap.add_argument("--n-train", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, {"train.epochs": args.epochs, "train.lr": args.lr,
                                    "train.batch_size": args.batch_size,
                                    "data.n_train": args.n_train})
    torch.manual_seed(args.seed)

    dc, mc, tc = cfg["data"], cfg["model"], cfg["train"]
    train_ds = SensorSnapshots(dc["n_train"], seed=dc["seed"])
    val_ds = SensorSnapshots(dc["n_val"], seed=dc["seed"] + 1000)
    train_loader = DataLoader(train_ds, batch_size=tc["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)

    model = FaultClassifier(NUM_CHANNELS, tuple(mc["hidden_sizes"]), len(CLASSES), mc["dropout"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=tc["lr"],
                                  weight_decay=tc["weight_decay"])

    history = []
    for epoch in range(1, tc["epochs"] + 1):
        tr_loss, tr_acc = train_one_epoch(model, train_loader, optimizer, tc["label_smoothing"])
        va_loss, va_acc = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_loss": tr_loss, "train_acc": tr_acc,
                        "val_loss": va_loss, "val_acc": va_acc})
        print(f"epoch {epoch:3d} | train loss {tr_loss:.4f} acc {tr_acc:.3f} | "
              f"val loss {va_loss:.4f} acc {va_acc:.3f}", flush=True)
    if args.save:
        os.makedirs(os.path.dirname(args.save) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "config": cfg}, args.save)
    return model, history


if __name__ == "__main__":
    main()
