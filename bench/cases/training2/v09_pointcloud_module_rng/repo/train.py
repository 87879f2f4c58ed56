"""Train the point cloud classifier.

    python train.py                           # 20k clouds, 50 epochs
    python train.py --epochs 5 --n-train 2000 --seed 1
"""
import argparse
import random

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from pointcls.augment import RandomRotateJitter
from pointcls.dataset import PointClouds
from pointcls.model import PointNet
from pointcls.shapes import SHAPES, make_clouds


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-train", type=int, default=20000)
    ap.add_argument("--n-val", type=int, default=2000)
    ap.add_argument("--epochs", type=int, default=50)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--width", type=int, default=64)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    set_seed(args.seed)
    train_ds = PointClouds(*make_clouds(args.n_train, seed=args.seed),
                           transform=RandomRotateJitter())
    val_ds = PointClouds(*make_clouds(args.n_val, seed=args.seed + 1))
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=256)

    model = PointNet(len(SHAPES), args.width)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for pts, y in train_loader:
            loss = F.cross_entropy(model(pts), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(y)
            n += len(y)
        model.eval()
        correct = 0
        with torch.no_grad():
            for pts, y in val_loader:
                correct += (model(pts).argmax(1) == y).sum().item()
        history.append({"epoch": epoch, "train_loss": round(total / n, 6),
                        "val_acc": round(correct / len(val_ds), 6)})
        print(f"epoch {epoch:3d} | train loss {total / n:.4f} | val acc {correct / len(val_ds):.4f}",
              flush=True)
    return model, history


if __name__ == "__main__":
    main()
