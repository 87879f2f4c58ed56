"""Train a biased matrix-factorization recommender.

    python train.py --config config.yaml [--epochs N] [--lr LR] [--dim D]
"""
import argparse

import torch
import yaml
from torch.utils.data import DataLoader

from recsys.data import synth_ratings, train_val_split
from recsys.engine import evaluate, train_epoch
from recsys.model import BiasedMF
from recsys.optim import build_optimizer, build_scheduler


def load_config(argv=None):
    ap = argparse.ArgumentParser(description="Train a biased MF recommender.")
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--lr", type=float)
    ap.add_argument("--dim", type=int)
    ap.add_argument("--save", default=None)
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    if args.lr is not None:
        cfg["optim"]["lr"] = args.lr
    if args.dim is not None:
        cfg["model"]["dim"] = args.dim
    return cfg, args


def main(argv=None):
    cfg, args = load_config(argv)
    torch.manual_seed(cfg["seed"])
    d = cfg["data"]
    users, items, ratings = synth_ratings(d["num_users"], d["num_items"], d["num_ratings"],
                                          d["true_rank"], d["noise"], seed=cfg["seed"])
    train_ds, val_ds = train_val_split(users, items, ratings, d["val_fraction"], seed=cfg["seed"])
    train_loader = DataLoader(train_ds, batch_size=cfg["train"]["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=4096)

    model = BiasedMF(d["num_users"], d["num_items"], cfg["model"]["dim"], cfg["model"]["init_std"],
                     global_mean=train_ds.ratings.mean().item())
    optimizer = build_optimizer(cfg, model)
    scheduler = build_scheduler(cfg, optimizer)
    baseline = (val_ds.ratings - model.mu).pow(2).mean().sqrt().item()
    print(f"{len(train_ds)} train / {len(val_ds)} val ratings, "
          f"global-mean baseline val rmse {baseline:.4f}")

    history = []
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        train_rmse = train_epoch(model, train_loader, optimizer, scheduler, cfg["optim"]["emb_l2"])
        val_rmse = evaluate(model, val_loader)
        history.append({"epoch": epoch, "train_rmse": train_rmse, "val_rmse": val_rmse})
        print(f"epoch {epoch:2d}  train rmse {train_rmse:.4f}  val rmse {val_rmse:.4f}")
    if args.save:
        torch.save({"model": model.state_dict(), "config": cfg}, args.save)
    return model, history


if __name__ == "__main__":
    main()
