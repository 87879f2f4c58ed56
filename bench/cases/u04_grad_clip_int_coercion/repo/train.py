"""Train the shape classifier.

    python train.py --config configs/default.yaml
    python train.py --config configs/default.yaml --set epochs=10 lr=1e-3
"""
import argparse
import os

import torch
from torch.utils.data import DataLoader

from shapes.config import load_config
from shapes.data import CLASSES, make_dataset, split
from shapes.model import ShapeNet
from shapes.trainer import Trainer


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/default.yaml")
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)

    torch.manual_seed(cfg.seed)
    ds = make_dataset(cfg.data_size, cfg.image_size, cfg.noise, seed=cfg.seed)
    train_ds, val_ds = split(ds, cfg.val_fraction, seed=cfg.seed)
    train_dl = DataLoader(train_ds, batch_size=cfg.batch_size, shuffle=True)
    val_dl = DataLoader(val_ds, batch_size=512)

    model = ShapeNet(len(CLASSES), cfg.channels)
    trainer = Trainer(model, cfg)
    history = []
    for epoch in range(1, cfg.epochs + 1):
        tr = trainer.train_epoch(train_dl)
        va = trainer.evaluate(val_dl)
        history.append({"epoch": epoch, **{f"train_{k}": v for k, v in tr.items()},
                        **{f"val_{k}": v for k, v in va.items()}})
        print(f"epoch {epoch:2d}  loss {tr['loss']:.4f}  acc {tr['acc']:.3f}  "
              f"grad_norm {tr['grad_norm']:.3f}  |  val loss {va['loss']:.4f}  acc {va['acc']:.3f}")
    if cfg.out:
        os.makedirs(os.path.dirname(cfg.out) or ".", exist_ok=True)
        torch.save({"model": model.state_dict(), "config": cfg.to_dict()}, cfg.out)
    return model, history


if __name__ == "__main__":
    main()
