"""Train the churn classifier.

    python train.py --epochs 20 --lr 1e-3
"""
import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from churn import PLANS, ChurnDataset, ChurnMLP, Standardizer, make_churn_data


def run_epoch(model, loader, optimizer=None):
    train = optimizer is not None
    model.train(train)
    total_loss, correct, n = 0.0, 0, 0
    with torch.set_grad_enabled(train):
        for numeric, plan, y in loader:
            logits = model(numeric, plan)
            loss = F.cross_entropy(logits, y)
            if train:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            total_loss += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
    return total_loss / n, correct / n


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--n-train", type=int, default=8000)
    p.add_argument("--n-val", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--save", default="")
    args = p.parse_args(argv)

    torch.manual_seed(args.seed)
    xtr, ptr, ytr = make_churn_data(args.n_train, seed=args.seed)
    xva, pva, yva = make_churn_data(args.n_val, seed=args.seed + 1)
    scaler = Standardizer().fit(xtr)
    train_ds = ChurnDataset(xtr, ptr, ytr, scaler)
    val_ds = ChurnDataset(xva, pva, yva, scaler)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=256)

    model = ChurnMLP(xtr.shape[1], len(PLANS), hidden=args.hidden, depth=args.depth)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)

    history = []
    for epoch in range(1, args.epochs + 1):
        tr_loss, tr_acc = run_epoch(model, train_loader, optimizer)
        va_loss, va_acc = run_epoch(model, val_loader)
        history.append({"epoch": epoch, "train_loss": tr_loss, "train_acc": tr_acc,
                        "val_loss": va_loss, "val_acc": va_acc})
        print(f"epoch {epoch:3d} | train loss {tr_loss:.4f} acc {tr_acc:.3f} "
              f"| val loss {va_loss:.4f} acc {va_acc:.3f}")
    if args.save:
        torch.save(model.state_dict(), args.save)
    return model, history


if __name__ == "__main__":
    main()
