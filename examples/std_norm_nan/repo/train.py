"""Fit the tabular regressor.

    python train.py --epochs 20 --batch-size 64
"""
import argparse

import torch
from torch.utils.data import DataLoader

from tabreg.data import TableDataset, make_table
from tabreg.model import Regressor


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-2)
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    torch.manual_seed(args.seed)
    x, y = make_table(args.n, seed=args.seed)
    loader = DataLoader(TableDataset(x, y), batch_size=args.batch_size, shuffle=True)
    model = Regressor(x.shape[1])
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        total = 0.0
        for xb, yb in loader:
            loss = torch.nn.functional.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(yb)
        history.append(total / len(loader.dataset))
        print(f"epoch {epoch:3d}  mse {history[-1]:.4f}")
    return history


if __name__ == "__main__":
    main()
