"""Train the digits CNN.

    python train.py --epochs 20 --seed 0
"""
import argparse

import torch
from torch.utils.data import DataLoader

from digitsnet.data import load_splits
from digitsnet.engine import evaluate, train_epoch
from digitsnet.model import DigitsCNN
from digitsnet.utils import count_parameters, seed_everything


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--val-size", type=float, default=0.2)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    seed_everything(args.seed)
    train_ds, val_ds = load_splits(args.val_size, args.seed)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=256)
    model = DigitsCNN()
    print(f"DigitsCNN: {count_parameters(model)} parameters, "
          f"{len(train_ds)} train / {len(val_ds)} val images")
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        train_loss = train_epoch(model, train_loader, opt)
        m = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_loss": train_loss, "val_loss": m["loss"],
                        "val_acc": m["acc"], "val_macro_f1": m["macro_f1"]})
        print(f"epoch {epoch:2d}  train loss {train_loss:.4f}  val loss {m['loss']:.4f}  "
              f"acc {m['acc']:.4f}  macro-F1 {m['macro_f1']:.4f}")
    print("confusion matrix (rows: true digit)\n", m["confusion"])
    return model, history


if __name__ == "__main__":
    main()
