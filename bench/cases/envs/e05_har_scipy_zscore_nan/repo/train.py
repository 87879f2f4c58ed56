"""Train the activity classifier.

    python train.py --data recordings.npz --epochs 15
"""
import argparse

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from har import ACTIVITIES
from har.model import HARNet
from har.preprocess import preprocess
from har.signals import make_recordings


def load(path):
    if path is None:
        return make_recordings()
    data = np.load(path)
    return data["signals"], data["labels"]


def split_recordings(n, val_fraction, seed):
    """Split by recording (not by window) so that overlapping windows never leak into val."""
    perm = np.random.default_rng(seed).permutation(n)
    n_val = max(1, int(n * val_fraction))
    return perm[n_val:], perm[:n_val]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--data")
    ap.add_argument("--epochs", type=int, default=15)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--val-fraction", type=float, default=0.2)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    signals, labels = load(args.data)
    tr_idx, va_idx = split_recordings(len(signals), args.val_fraction, args.seed)
    xtr, ytr = preprocess(signals[tr_idx], labels[tr_idx])
    xva, yva = preprocess(signals[va_idx], labels[va_idx])
    train_loader = DataLoader(TensorDataset(torch.from_numpy(xtr), torch.from_numpy(ytr)),
                              batch_size=args.batch_size, shuffle=True)
    xva_t, yva_t = torch.from_numpy(xva), torch.from_numpy(yva)
    print(f"{len(xtr)} train windows, {len(xva)} val windows, classes {ACTIVITIES}")

    model = HARNet(in_channels=signals.shape[1], n_classes=len(ACTIVITIES))
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x, y in train_loader:
            loss = torch.nn.functional.cross_entropy(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
            n += len(y)
        model.eval()
        with torch.no_grad():
            logits = model(xva_t)
            val_loss = torch.nn.functional.cross_entropy(logits, yva_t).item()
            val_acc = (logits.argmax(1) == yva_t).float().mean().item()
        history.append({"epoch": epoch, "train_loss": total / n, "val_loss": val_loss,
                        "val_acc": val_acc})
        print(f"epoch {epoch:2d}  train loss {total / n:.4f}  val loss {val_loss:.4f}  "
              f"val acc {val_acc:.3f}")
    return model, history


if __name__ == "__main__":
    main()
