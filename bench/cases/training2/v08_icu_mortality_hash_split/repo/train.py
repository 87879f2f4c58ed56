"""Train the mortality model.

    python train.py                  # 40k stays, 30 epochs
    python train.py --n 5000 --epochs 5 --seed 3
"""
import argparse
import random

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from icu.metrics import auroc
from icu.model import RiskMLP
from icu.records import FEATURES, load_stays
from icu.split import split_indices


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)
    torch.use_deterministic_algorithms(True)


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    scores = model(x)
    return F.binary_cross_entropy_with_logits(scores, y).item(), auroc(scores, y)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=40000)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    seed_everything(args.seed)
    ids, x, y = load_stays(args.n)
    idx = split_indices(ids)
    print(f"stays: train {len(idx['train'])} | val {len(idx['val'])} | test {len(idx['test'])}")
    tr, va, te = (torch.tensor(idx[k]) for k in ("train", "val", "test"))
    mean, std = x[tr].mean(0), x[tr].std(0)
    x = (x - mean) / std

    loader = DataLoader(TensorDataset(x[tr], y[tr]), batch_size=args.batch_size, shuffle=True)
    model = RiskMLP(len(FEATURES))
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=1e-4)
    best = {"val_auc": -1.0}
    for epoch in range(1, args.epochs + 1):
        model.train()
        for xb, yb in loader:
            loss = F.binary_cross_entropy_with_logits(model(xb), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        val_loss, val_auc = evaluate(model, x[va], y[va])
        print(f"epoch {epoch:2d} | val loss {val_loss:.4f} | val auroc {val_auc:.4f}", flush=True)
        if val_auc > best["val_auc"]:
            best = {"epoch": epoch, "val_auc": val_auc,
                    "test_auc": evaluate(model, x[te], y[te])[1]}
    print(f"best epoch {best['epoch']} | val auroc {best['val_auc']:.4f} | "
          f"test auroc {best['test_auc']:.4f}")
    return model, best


if __name__ == "__main__":
    main()
