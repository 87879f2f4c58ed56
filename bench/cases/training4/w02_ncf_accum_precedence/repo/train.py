"""Train NeuMF on synthetic implicit feedback and report HR@10 / NDCG@10 (1 positive vs 99 negatives).

    python train.py --epochs 20 --batch-size 256 --grad-accum 4
"""
import argparse

import torch
from torch.utils.data import DataLoader

from ncf.callbacks import EarlyStopping, NegativeResampler, ProgressLogger
from ncf.data import PointwiseDataset, leave_one_out, make_interactions
from ncf.model import NeuMF
from ncf.trainer import Trainer


def build_parser():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--users", type=int, default=20000)
    p.add_argument("--items", type=int, default=5000)
    p.add_argument("--per-user", type=int, default=30)
    p.add_argument("--num-neg", type=int, default=4)
    p.add_argument("--dim", type=int, default=16)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--grad-accum", type=int, default=4,
                   help="micro-batches per optimizer step (effective batch = batch-size * grad-accum)")
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--clip", type=float, default=5.0)
    p.add_argument("--patience", type=int, default=5)
    p.add_argument("--eval-users", type=int, default=None)
    p.add_argument("--log-every", type=int, default=500)
    p.add_argument("--seed", type=int, default=42)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    torch.manual_seed(args.seed)
    pairs = make_interactions(args.users, args.items, args.per_user, seed=args.seed)
    train_pairs, test_pairs = leave_one_out(pairs, args.users)
    ds = PointwiseDataset(train_pairs, args.items, args.num_neg, seed=args.seed)
    loader = DataLoader(ds, batch_size=args.batch_size, shuffle=True)
    model = NeuMF(args.users, args.items, args.dim)
    trainer = Trainer(model, loader, test_pairs, args.items, lr=args.lr, grad_accum_steps=args.grad_accum,
                      max_grad_norm=args.clip, eval_users=args.eval_users,
                      callbacks=[ProgressLogger(args.log_every), NegativeResampler(),
                                 EarlyStopping("hr@10", args.patience)])
    history = trainer.fit(args.epochs)
    print(f"best HR@10 {max(h['hr@10'] for h in history):.4f}")
    return history


if __name__ == "__main__":
    main()
