"""Train the window-level seizure detector.

    python train.py                                  # 60 recordings x 10 min, 10 s windows
    python train.py --window-sec 30 --epochs 5
"""
import argparse

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from seizure.cohort import FS, N_CHANNELS, make_cohort
from seizure.model import SeizureCNN
from seizure.windows import BalancedWindows, SlidingWindows


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    tp = fp = fn = 0
    for x, y in loader:
        pred = (model(x) > 0).float()
        tp += (pred * y).sum().item()
        fp += (pred * (1 - y)).sum().item()
        fn += ((1 - pred) * y).sum().item()
    precision = tp / max(tp + fp, 1)
    recall = tp / max(tp + fn, 1)
    return precision, recall


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--recordings", type=int, default=60)
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--window-sec", type=float, default=10.0)
    ap.add_argument("--min-overlap", type=float, default=0.25)
    ap.add_argument("--samples-per-epoch", type=int, default=8000)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    cohort = make_cohort(args.recordings, args.minutes, seed=args.seed)
    n_val = max(1, len(cohort) // 5)
    train_recs, val_recs = cohort[n_val:], cohort[:n_val]
    window = int(args.window_sec * FS)
    train_ds = BalancedWindows(train_recs, window, args.samples_per_epoch,
                               min_overlap=args.min_overlap, seed=args.seed)
    val_ds = SlidingWindows(val_recs, window, min_overlap=args.min_overlap)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size)
    val_loader = DataLoader(val_ds, batch_size=256)
    print(f"{len(train_recs)} train / {len(val_recs)} val recordings, window {window} samples, "
          f"{len(val_ds)} val windows", flush=True)

    model = SeizureCNN(N_CHANNELS)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    history = []
    for epoch in range(1, args.epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x, y in train_loader:
            loss = F.binary_cross_entropy_with_logits(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(y)
            n += len(y)
        precision, recall = evaluate(model, val_loader)
        history.append({"epoch": epoch, "loss": total / n, "precision": precision,
                        "recall": recall})
        print(f"epoch {epoch:3d} | loss {total / n:.4f} | val precision {precision:.3f} "
              f"recall {recall:.3f}", flush=True)
    return model, history


if __name__ == "__main__":
    main()
