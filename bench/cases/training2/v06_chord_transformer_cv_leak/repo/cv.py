"""K-fold cross-validation of the chord-progression genre classifier.

    python cv.py                              # 10 folds x 8 epochs, 6000 progressions
    python cv.py --folds 5 --epochs 3 --d-model 128
"""
import argparse
import statistics

import torch
from torch.utils.data import DataLoader, Subset

from chordgenre.data import GENRES, N_CHORDS, ChordProgressions, pad_collate
from chordgenre.engine import evaluate, train_epoch
from chordgenre.model import ChordTransformer


def kfold_indices(n, k, seed=0):
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist()
    return [perm[i::k] for i in range(k)]


def run_fold(dataset, train_idx, val_idx, args):
    train_loader = DataLoader(Subset(dataset, train_idx), batch_size=args.batch_size,
                              shuffle=True, collate_fn=pad_collate)
    val_loader = DataLoader(Subset(dataset, val_idx), batch_size=256, collate_fn=pad_collate)
    model = ChordTransformer(N_CHORDS + 1, len(GENRES), d_model=args.d_model,
                             n_layers=args.layers, ff=4 * args.d_model)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    for _ in range(args.epochs):
        train_loss = train_epoch(model, train_loader, optimizer)
    return train_loss, evaluate(model, val_loader)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=6000)
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--d-model", type=int, default=256)
    ap.add_argument("--layers", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    dataset = ChordProgressions(args.n, seed=args.seed)
    folds = kfold_indices(len(dataset), args.folds, args.seed)
    accs = []
    for k in range(args.folds):
        val_idx = folds[k]
        train_idx = [i for j, f in enumerate(folds) if j != k for i in f]
        train_loss, acc = run_fold(dataset, train_idx, val_idx, args)
        accs.append(acc)
        print(f"fold {k + 1}/{args.folds} | train loss {train_loss:.4f} | val acc {acc:.3f}",
              flush=True)
    spread = statistics.stdev(accs) if len(accs) > 1 else 0.0
    print(f"cv accuracy {statistics.mean(accs):.3f} +- {spread:.3f}")
    return accs


if __name__ == "__main__":
    main()
