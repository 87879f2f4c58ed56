"""Train the ECG strip classifier.

    python train.py
    python train.py --config configs/default.json --epochs 5 --n-train 10000
"""
import argparse
import json
import os

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from ecgbeat.model import StripCNN
from ecgbeat.synth import CLASSES, make_datasets
from ecgbeat.utils import freeze_batchnorm, seed_everything

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default=os.path.join(HERE, "configs", "default.json"))
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--n-train", type=int)
    ap.add_argument("--n-val", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--no-freeze-bn", action="store_true")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = json.load(f)
    for key in ("epochs", "n_train", "n_val", "lr"):
        if getattr(args, key) is not None:
            cfg[key] = getattr(args, key)
    if args.no_freeze_bn:
        cfg["freeze_bn"] = False

    seed_everything(args.seed)
    train_ds, val_ds = make_datasets(cfg["n_train"], cfg["n_val"], seed=args.seed)
    train_loader = DataLoader(train_ds, batch_size=cfg["batch_size"], shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=256)

    model = StripCNN(len(CLASSES), tuple(cfg["channels"]))
    optimizer = torch.optim.SGD(model.parameters(), lr=cfg["lr"], momentum=cfg["momentum"],
                                weight_decay=cfg["weight_decay"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, cfg["epochs"])

    history = []
    for epoch in range(1, cfg["epochs"] + 1):
        model.train()
        if cfg["freeze_bn"]:
            freeze_batchnorm(model.backbone)
        tot, n = 0.0, 0
        for x, y in train_loader:
            loss = F.cross_entropy(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            tot += loss.item() * len(y)
            n += len(y)
        scheduler.step()

        model.eval()
        correct, vloss = 0, 0.0
        with torch.no_grad():
            for x, y in val_loader:
                logits = model(x)
                vloss += F.cross_entropy(logits, y, reduction="sum").item()
                correct += (logits.argmax(1) == y).sum().item()
        row = {"epoch": epoch, "train_loss": tot / n, "val_loss": vloss / len(val_ds),
               "val_acc": correct / len(val_ds)}
        history.append(row)
        print(f"[{epoch:02d}/{cfg['epochs']}] loss={row['train_loss']:.4f} "
              f"val_loss={row['val_loss']:.4f} val_acc={row['val_acc']:.4f}", flush=True)
    return model, history


if __name__ == "__main__":
    main()
