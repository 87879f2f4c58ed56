"""Train the activity classifier.

    python train.py                       # full run (60k windows, 40 epochs)
    python train.py --axes 3 --epochs 10
"""
import argparse
import json
import os
import time

import torch
from torch.utils.data import DataLoader

from har.data import ACTIVITIES, WindowDataset, make_windows
from har.engine import evaluate, train_one_epoch
from har.model import ConvNet1D


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--n-train", type=int, default=60000)
    p.add_argument("--n-val", type=int, default=6000)
    p.add_argument("--window", type=int, default=256)
    p.add_argument("--axes", type=int, default=1, help="1 = magnitude only, 3 = x/y/z")
    p.add_argument("--epochs", type=int, default=40)
    p.add_argument("--batch-size", type=int, default=128)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--width", type=int, default=32)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--log-every", type=int, default=0)
    p.add_argument("--out", default="")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    xtr, ytr = make_windows(args.n_train, args.window, args.axes, seed=args.seed)
    xva, yva = make_windows(args.n_val, args.window, args.axes, seed=args.seed + 1)
    train_dl = DataLoader(WindowDataset(xtr, ytr), batch_size=args.batch_size, shuffle=True)
    val_dl = DataLoader(WindowDataset(xva, yva), batch_size=512)

    model = ConvNet1D(args.axes, len(ACTIVITIES), args.width)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)
    history = []
    for epoch in range(1, args.epochs + 1):
        t0 = time.time()
        tr_loss = train_one_epoch(model, train_dl, opt, args.log_every)
        sched.step()
        val = evaluate(model, val_dl, len(ACTIVITIES))
        history.append({"epoch": epoch, "train_loss": tr_loss, **val})
        print(f"epoch {epoch:3d}  train_loss {tr_loss:.4f}  val_loss {val['loss']:.4f}  "
              f"val_acc {val['acc']:.3f}  val_f1 {val['f1']:.3f}  ({time.time() - t0:.1f}s)", flush=True)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        torch.save(model.state_dict(), os.path.join(args.out, "model.pt"))
        with open(os.path.join(args.out, "history.json"), "w") as f:
            json.dump(history, f, indent=1)
    return {"history": history, "model": model}


if __name__ == "__main__":
    main()
