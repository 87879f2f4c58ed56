"""Train the MLP load forecaster.

    python train.py -c configs/base.yaml
    python train.py -c configs/base.yaml --set optim.lr=3e-3 train.epochs=20
"""
import argparse

import torch
from torch.utils.data import DataLoader

from forecast.config import load_config
from forecast.data import build_datasets
from forecast.model import MLPForecaster
from forecast.trainer import Trainer


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("-c", "--config", default="configs/base.yaml")
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE",
                    help="override config entries, e.g. optim.lr=3e-4")
    ap.add_argument("--save", default="")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)

    torch.manual_seed(cfg["train"]["seed"])
    train_ds, val_ds, scaler = build_datasets(cfg["data"], seed=cfg["train"]["seed"])
    train_dl = DataLoader(train_ds, batch_size=cfg["train"]["batch_size"], shuffle=True,
                          drop_last=True)
    val_dl = DataLoader(val_ds, batch_size=1024)
    print(f"{len(train_ds)} train windows, {len(val_ds)} val windows")

    model = MLPForecaster(cfg["data"]["input_len"], cfg["data"]["horizon"], **cfg["model"])
    trainer = Trainer(model, cfg["optim"], cfg["train"]["epochs"], len(train_dl))
    history = []
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        train_mse = trainer.train_epoch(train_dl)
        val = trainer.evaluate(val_dl, scale=scaler.std)
        lr = trainer.optimizer.param_groups[0]["lr"]
        history.append({"epoch": epoch, "train_mse": train_mse, **{f"val_{k}": v for k, v in val.items()}})
        print(f"epoch {epoch:2d}  lr {lr:.2e}  train mse {train_mse:.4f}  "
              f"val mse {val['mse']:.4f}  val mae {val['mae']:.3f}")
    if args.save:
        torch.save({"model": model.state_dict(), "cfg": cfg}, args.save)
    return model, history


if __name__ == "__main__":
    main()
