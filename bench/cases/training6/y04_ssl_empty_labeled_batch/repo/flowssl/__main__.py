"""python -m flowssl [--labeled-frac 0.05 ...]"""
import argparse

import torch

from . import CLASSES, UNLABELED
from .data import N_FEATURES, make_datasets
from .model import FlowMLP
from .train import fit


def main(argv=None):
    ap = argparse.ArgumentParser(prog="flowssl")
    ap.add_argument("--n-train", type=int, default=120000)
    ap.add_argument("--n-val", type=int, default=10000)
    ap.add_argument("--labeled-frac", type=float, default=0.2)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--cons-weight", type=float, default=10.0)
    ap.add_argument("--rampup-steps", type=int, default=2000)
    ap.add_argument("--ema-decay", type=float, default=0.99)
    ap.add_argument("--log-every", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    train_ds, val_ds = make_datasets(args.n_train, args.n_val, args.labeled_frac, args.seed)
    n_lab = int((train_ds.tensors[1] != UNLABELED).sum())
    print(f"{len(train_ds)} train flows ({n_lab} labeled), {len(val_ds)} val, classes {CLASSES}")
    student = FlowMLP(N_FEATURES, len(CLASSES))
    history, teacher = fit(student, train_ds, val_ds, epochs=args.epochs, batch_size=args.batch_size,
                           lr=args.lr, cons_weight=args.cons_weight, rampup_steps=args.rampup_steps,
                           ema_decay=args.ema_decay, log_every=args.log_every)
    if args.save:
        torch.save({"student": student.state_dict(), "teacher": teacher.model.state_dict()}, args.save)
    return student, history


if __name__ == "__main__":
    main()
