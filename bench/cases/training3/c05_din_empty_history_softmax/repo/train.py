"""Train the click model (DIN-lite) on the synthetic impression log.

    python train.py --epochs 20 --n-impressions 300000
"""
import argparse

import torch

from recsys.data import ImpressionDataset, make_impressions
from recsys.model import DINLite
from recsys.trainer import ProgressLogger, Trainer


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-impressions", type=int, default=300_000)
    p.add_argument("--n-items", type=int, default=5000)
    p.add_argument("--val-frac", type=float, default=0.1)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch-size", type=int, default=512)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)

    torch.manual_seed(args.seed)
    tensors = make_impressions(args.n_impressions, n_items=args.n_items, seed=args.seed)
    n_val = int(args.val_frac * args.n_impressions)
    train_set = ImpressionDataset(*(t[n_val:] for t in tensors))
    val_set = ImpressionDataset(*(t[:n_val] for t in tensors))
    model = DINLite(args.n_items)
    trainer = Trainer(model, lr=args.lr, batch_size=args.batch_size, callbacks=[ProgressLogger()])
    history = trainer.fit(train_set, val_set, args.epochs)
    torch.save(model.state_dict(), "din_lite.pt")
    return trainer, history


if __name__ == "__main__":
    main()
