"""Train the yield regressor.

    python train.py                     # 60 epochs on 50k synthetic field-seasons
    python train.py --epochs 5 --n-train 10000
"""
import argparse

import torch
from torch.utils.data import DataLoader

from yieldnet.data import FEATURES, make_datasets
from yieldnet.engine import Trainer, warmup_then_constant
from yieldnet.model import YieldMLP


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=60)
    ap.add_argument("--n-train", type=int, default=50000)
    ap.add_argument("--n-val", type=int, default=5000)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--momentum", type=float, default=0.9)
    ap.add_argument("--warmup-steps", type=int, default=300)
    ap.add_argument("--clip-norm", type=float, default=1.0)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--log-every", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    train_ds, val_ds, _ = make_datasets(args.n_train, args.n_val, seed=args.seed)
    train_loader = DataLoader(train_ds, batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)

    model = YieldMLP(len(FEATURES), args.hidden)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=args.momentum)
    trainer = Trainer(model, optimizer, warmup_then_constant(optimizer, args.warmup_steps),
                      clip_norm=args.clip_norm, log_every=args.log_every)

    history = []
    for epoch in range(1, args.epochs + 1):
        train_mse = trainer.train_epoch(train_loader)
        val_rmse = trainer.evaluate(val_loader)
        history.append({"epoch": epoch, "train_mse": train_mse, "val_rmse": val_rmse})
        print(f"epoch {epoch:3d} | train mse {train_mse:.4f} | val rmse {val_rmse:.4f} q/ha",
              flush=True)
    return model, history


if __name__ == "__main__":
    main()
