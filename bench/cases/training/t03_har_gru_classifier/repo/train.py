"""Train the GRU activity classifier on synthetic accelerometer windows.

    python train.py --epochs 40 --scheduler exp --decay 0.95
    python train.py --scheduler onecycle --lr 5e-3
"""
import argparse
import json

import torch
from torch.utils.data import DataLoader

from har.data import ACTIVITIES, make_windows
from har.engine import evaluate, train_one_epoch
from har.model import GRUClassifier
from har.schedulers import build_scheduler


def get_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--scheduler", default="exp", choices=["exp", "step", "onecycle", "none"])
    ap.add_argument("--decay", type=float, default=0.95, help="per-epoch decay for 'exp'")
    ap.add_argument("--step-epochs", type=int, default=10, help="halving period for 'step'")
    ap.add_argument("--hidden", type=int, default=48)
    ap.add_argument("--layers", type=int, default=1)
    ap.add_argument("--n-train", type=int, default=12000)
    ap.add_argument("--n-val", type=int, default=2000)
    ap.add_argument("--window", type=int, default=64)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--metrics", default="", help="write per-epoch metrics as JSON lines")
    return ap.parse_args(argv)


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(args.seed)
    train_ds = make_windows(args.n_train, args.window, seed=args.seed)
    val_ds = make_windows(args.n_val, args.window, seed=args.seed + 1)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=256)

    model = GRUClassifier(3, args.hidden, args.layers, len(ACTIVITIES))
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    scheduler = build_scheduler(args.scheduler, optimizer, args.epochs, len(train_loader),
                                decay=args.decay, step_epochs=args.step_epochs)
    history = []
    for epoch in range(1, args.epochs + 1):
        tr_loss, tr_acc = train_one_epoch(model, train_loader, optimizer, scheduler)
        va_loss, va_acc = evaluate(model, val_loader)
        rec = {"epoch": epoch, "train_loss": round(tr_loss, 5), "train_acc": round(tr_acc, 4),
               "val_loss": round(va_loss, 5), "val_acc": round(va_acc, 4)}
        history.append(rec)
        print(f"epoch {epoch:3d}  train_loss {tr_loss:.4f}  train_acc {tr_acc:.3f}  "
              f"val_loss {va_loss:.4f}  val_acc {va_acc:.3f}", flush=True)
        if args.metrics:
            with open(args.metrics, "a") as f:
                f.write(json.dumps(rec) + "\n")
    return history


if __name__ == "__main__":
    main()
