"""Yield-strength regressor.

    python train.py --epochs 30 --batch-size 256 --micro-batch-size 64 --log-every 20
"""
import argparse
import dataclasses
from dataclasses import dataclass

import torch
from torch.utils.data import DataLoader

from alloys.data import AlloyDataset, Normalizer, make_alloys
from alloys.model import make_mlp
from alloys.trainer import Trainer


@dataclass
class TrainConfig:
    n_samples: int = 20000
    val_fraction: float = 0.15
    epochs: int = 30
    batch_size: int = 256          # effective batch size
    micro_batch_size: int = 256    # what fits in memory; < batch_size -> accumulation
    lr: float = 0.02
    momentum: float = 0.9
    weight_decay: float = 0.0
    seed: int = 0
    log_every: int = 0


def main(cfg: TrainConfig, log=print):
    torch.manual_seed(cfg.seed)
    x, y = make_alloys(cfg.n_samples, seed=cfg.seed)
    n_val = int(cfg.val_fraction * len(x))
    x_tr, y_tr, x_va, y_va = x[n_val:], y[n_val:], x[:n_val], y[:n_val]
    xn, yn = Normalizer(x_tr), Normalizer(y_tr)
    train_ds = AlloyDataset(xn.encode(x_tr), yn.encode(y_tr))
    val_ds = AlloyDataset(xn.encode(x_va), yn.encode(y_va))
    train_loader = DataLoader(train_ds, batch_size=cfg.micro_batch_size, shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=1024)

    model = make_mlp(x.shape[1])
    trainer = Trainer(model, cfg, log=log)
    log(f"effective batch {cfg.batch_size} = {trainer.accum_steps} x {cfg.micro_batch_size}")
    history = []
    for epoch in range(1, cfg.epochs + 1):
        train_loss = trainer.train_epoch(train_loader)
        metrics = trainer.evaluate(val_loader, yn)
        history.append(dict(epoch=epoch, train_loss=train_loss, **metrics))
        log(f"epoch {epoch:3d} step {trainer.global_step:5d} train_mse {train_loss:.4f} "
            f"val_rmse {metrics['rmse_mpa']:.1f} MPa val_mae {metrics['mae_mpa']:.1f} MPa")
    return model, history


def parse_args(argv=None):
    ap = argparse.ArgumentParser()
    for f in dataclasses.fields(TrainConfig):
        ap.add_argument("--" + f.name.replace("_", "-"), type=f.type, default=f.default)
    return TrainConfig(**vars(ap.parse_args(argv)))


if __name__ == "__main__":
    main(parse_args())
