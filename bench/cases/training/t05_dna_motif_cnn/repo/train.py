"""Train the motif CNN.

    python train.py --data synthetic                  # built-in benchmark
    python train.py --data peaks.fa --labels CTCF,REST,GATA1,FOXA1 --epochs 50
"""
import argparse

import torch
from torch.utils.data import DataLoader

from motifs.dataset import build_datasets
from motifs.fit import EarlyStopping, run_epoch
from motifs.model import MotifCNN


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--data", default="synthetic", help="'synthetic' or a FASTA file")
    p.add_argument("--labels", default="", help="comma-separated label names (FASTA only)")
    p.add_argument("--n", type=int, default=20000, help="number of synthetic sequences")
    p.add_argument("--length", type=int, default=200)
    p.add_argument("--epochs", type=int, default=50)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--filters", type=int, default=64)
    p.add_argument("--patience", type=int, default=8)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--save", default="motif_cnn.pt")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    label_names = args.labels.split(",") if args.labels else None
    train_ds, val_ds = build_datasets(args.data, args.n, args.length, seed=args.seed,
                                      label_names=label_names)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=512)
    num_classes = len(label_names) if label_names else 4
    model = MotifCNN(num_classes, filters=args.filters)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    stopper = EarlyStopping(args.patience)
    history = []
    for epoch in range(1, args.epochs + 1):
        tr_loss, tr_acc = run_epoch(model, train_loader, optimizer)
        va_loss, va_acc = run_epoch(model, val_loader)
        history.append((tr_loss, tr_acc, va_loss, va_acc))
        print(f"Epoch {epoch}/{args.epochs} - loss: {tr_loss:.4f} - acc: {tr_acc:.4f} - "
              f"val_loss: {va_loss:.4f} - val_acc: {va_acc:.4f}", flush=True)
        if stopper.step(va_loss):
            print(f"early stopping (best val_loss {stopper.best:.4f})")
            break
    if args.save:
        torch.save(model.state_dict(), args.save)
    return history


if __name__ == "__main__":
    main()
