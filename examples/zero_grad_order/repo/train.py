"""Train the blob classifier.

    python train.py --epochs 10 --lr 0.05
"""
import argparse

import torch
import torch.nn as nn
from torch.utils.data import DataLoader

from digits.data import make_blobs
from digits.engine import train_epoch


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    torch.manual_seed(args.seed)
    loader = DataLoader(make_blobs(seed=args.seed), batch_size=args.batch_size, shuffle=True)
    model = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 4))
    opt = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    history = []
    for epoch in range(1, args.epochs + 1):
        history.append(train_epoch(model, loader, opt))
        print(f"epoch {epoch:2d} loss {history[-1]:.4f}")
    return history


if __name__ == "__main__":
    main()
