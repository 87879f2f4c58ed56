"""Train an MLP regressor on a CSV table.

    python train.py --csv data/houses.csv --target price --epochs 50 --log-dir runs/houses
"""
import argparse

import pandas as pd
import torch
from torch.utils.data import DataLoader

from tabreg.data import TablePreprocessor, make_houses, train_val_split
from tabreg.logger import StepLogger
from tabreg.model import make_mlp
from tabreg.monitor import rss_mb


def evaluate(model, loader, logger, epoch):
    model.eval()
    for x, y in loader:
        loss = torch.nn.functional.mse_loss(model(x), y)
        logger.log(epoch=epoch, split="val", loss=loss, n=len(y))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv")
    ap.add_argument("--target", default="price")
    ap.add_argument("--n", type=int, default=8000, help="rows of synthetic data without --csv")
    ap.add_argument("--val-fraction", type=float, default=0.2)
    ap.add_argument("--epochs", type=int, default=50)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--log-dir", default="runs/default")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)

    torch.manual_seed(args.seed)
    df = pd.read_csv(args.csv) if args.csv else make_houses(args.n, args.seed)
    train_df, val_df = train_val_split(df, args.val_fraction, args.seed)
    prep = TablePreprocessor(args.target).fit(train_df)
    train_loader = DataLoader(prep.transform(train_df), batch_size=args.batch_size, shuffle=True)
    val_loader = DataLoader(prep.transform(val_df), batch_size=args.batch_size)

    model = make_mlp(len(prep.columns), hidden=args.hidden)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)
    logger = StepLogger(args.log_dir)
    history = {"val_mse": [], "rss_mb": []}
    step = 0
    for epoch in range(1, args.epochs + 1):
        model.train()
        for x, y in train_loader:
            loss = torch.nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            logger.log(epoch=epoch, split="train", step=step, loss=loss, n=len(y),
                       lr=sched.get_last_lr()[0])
        sched.step()
        evaluate(model, val_loader, logger, epoch)
        logger.flush()
        means = logger.epoch_means()
        train_mse, val_mse = means.loc[(epoch, "train"), "loss"], means.loc[(epoch, "val"), "loss"]
        history["val_mse"].append(val_mse)
        history["rss_mb"].append(rss_mb())
        print(f"epoch {epoch:3d}  train mse {train_mse:.4f}  val mse {val_mse:.4f}  "
              f"rss {history['rss_mb'][-1]:.0f} MB")
    return model, history


if __name__ == "__main__":
    main()
