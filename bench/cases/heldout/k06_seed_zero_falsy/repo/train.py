"""Train the tabular MLP.  Runs are reproducible: pass --seed (default 0)."""
import argparse
import json

import torch
import torch.nn as nn

from tabnet_lite.data import make_dataset, train_val_split
from tabnet_lite.model import make_mlp
from tabnet_lite.seeding import setup_seed


def get_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--out", default=None, help="write final metrics as json here")
    return p.parse_args(argv)


def evaluate(model, X, y):
    model.eval()
    with torch.no_grad():
        logits = model(X)
        loss = nn.functional.cross_entropy(logits, y).item()
        acc = (logits.argmax(1) == y).float().mean().item()
    return loss, acc


def main(argv=None):
    args = get_args(argv)
    setup_seed(args.seed)
    X, y = make_dataset()
    (Xtr, ytr), (Xva, yva) = train_val_split(X, y)
    model = make_mlp(X.shape[1], hidden=args.hidden)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(Xtr))
        for i in range(0, len(Xtr), args.batch_size):
            idx = perm[i:i + args.batch_size]
            loss = nn.functional.cross_entropy(model(Xtr[idx]), ytr[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        val_loss, val_acc = evaluate(model, Xva, yva)
        print(f"epoch {epoch + 1:2d}  val_loss {val_loss:.6f}  val_acc {val_acc:.4f}")
    metrics = {"val_loss": val_loss, "val_acc": val_acc}
    if args.out:
        with open(args.out, "w") as f:
            json.dump(metrics, f)
    return metrics


if __name__ == "__main__":
    main()
