"""Train the fabric defect classifier and keep the best checkpoint.

    python train.py --config config.yaml --out checkpoints/best.pt
"""
import argparse
import os

import torch
import yaml
from torch.utils.data import DataLoader

from fabric.data import CLASSES, build_datasets
from fabric.engine import evaluate, train_epoch
from fabric.model import DefectNet


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--out", default="checkpoints/best.pt")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    t = cfg["train"]
    epochs = args.epochs or t["epochs"]
    torch.manual_seed(t["seed"])

    train_ds, val_ds = build_datasets(cfg)
    train_loader = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=256)
    model = DefectNet(len(CLASSES), cfg["model"]["width"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])

    best_acc, history = -1.0, []
    for epoch in range(1, epochs + 1):
        tr = train_epoch(model, train_loader, optimizer)
        va = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train": tr, "val": va})
        flag = ""
        if va["acc"] > best_acc:
            best_acc, flag = va["acc"], "  *saved*"
            os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
            torch.save({"model": model.state_dict(), "config": cfg, "epoch": epoch,
                        "val_acc": va["acc"]}, args.out)
        print(f"epoch {epoch}  train loss {tr['loss']:.4f} acc {tr['acc']:.3f} | "
              f"val loss {va['loss']:.4f} acc {va['acc']:.4f}{flag}")
    return args.out, history


if __name__ == "__main__":
    main()
