"""Train a biased matrix-factorization recommender on explicit ratings."""
import argparse

import torch

from mf.data import load_ratings_csv, split_ratings, synthetic_ratings
from mf.model import BiasedMF
from mf.trainer import Trainer


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--ratings", default=None, help="ratings.csv (userId,movieId,rating)")
    p.add_argument("--dim", type=int, default=16)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--l2", type=float, default=0.02)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    if args.ratings:
        users, items, ratings, n_users, n_items = load_ratings_csv(args.ratings)
    else:
        users, items, ratings, n_users, n_items = synthetic_ratings(seed=args.seed)
    train_ds, val_ds = split_ratings(users, items, ratings, seed=args.seed)
    print(f"{n_users} users, {n_items} items, {len(train_ds)} train / {len(val_ds)} val ratings")

    model = BiasedMF(n_users, n_items, args.dim, global_mean=train_ds.ratings.mean().item())
    trainer = Trainer(model, train_ds, val_ds, lr=args.lr, l2=args.l2, batch_size=args.batch_size)
    history = trainer.fit(args.epochs)
    return model, history


if __name__ == "__main__":
    main()
