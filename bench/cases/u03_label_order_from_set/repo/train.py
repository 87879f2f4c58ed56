"""Train the activity classifier on data/train.csv (20% held out for validation).

    python make_data.py && python train.py --epochs 15
"""
import argparse
import os

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from har.engine import predict, train_epoch
from har.io import read_csv
from har.labels import LabelEncoder
from har.model import ActivityNet


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="data")
    ap.add_argument("--epochs", type=int, default=15)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="checkpoints/har.pt")
    args = ap.parse_args(argv)
    torch.manual_seed(args.seed)

    x, labels, names = read_csv(os.path.join(args.data, "train.csv"))
    enc = LabelEncoder().fit(labels)
    y = enc.transform(labels)
    perm = np.random.default_rng(args.seed).permutation(len(y))
    cut = int(0.8 * len(y))
    tr, va = perm[:cut], perm[cut:]
    x_tr, y_tr = torch.from_numpy(x[tr]), torch.from_numpy(y[tr])
    x_va, y_va = torch.from_numpy(x[va]), y[va]

    model = ActivityNet(len(names), len(enc), hidden=args.hidden)
    model.set_normalization(x_tr)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    loader = DataLoader(TensorDataset(x_tr, y_tr), batch_size=args.batch_size, shuffle=True)
    val_acc = 0.0
    for epoch in range(1, args.epochs + 1):
        loss = train_epoch(model, loader, optimizer)
        val_acc = float((predict(model, x_va) == y_va).mean())
        print(f"epoch {epoch:2d}  loss {loss:.4f}  val acc {val_acc:.3f}")

    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "features": names, "hidden": args.hidden}, args.out)
    print(f"saved {args.out}")
    return val_acc


if __name__ == "__main__":
    main()
