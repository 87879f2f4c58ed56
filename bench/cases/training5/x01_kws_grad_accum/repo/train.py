"""Train the keyword spotter.

    python train.py --config configs/base.yaml [--set trainer.max_epochs=5 ...]
"""
import argparse
import os

import torch

from kws.callbacks import Checkpoint, CSVLogger, EarlyStopping, GradientClipping, ProgressPrinter
from kws.dataset import build_loaders
from kws.features import KEYWORDS
from kws.model import KeywordCNN
from kws.trainer import Trainer
from kws.utils import load_config, seed_everything


def build_trainer(cfg, model):
    tcfg = cfg["trainer"]
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["optim"]["lr"],
                                  weight_decay=cfg["optim"]["weight_decay"])
    callbacks = [ProgressPrinter(tcfg.get("log_every_n_steps", 50))]
    if tcfg.get("gradient_clip_val"):
        callbacks.insert(0, GradientClipping(tcfg["gradient_clip_val"]))
    if tcfg.get("early_stopping_patience"):
        callbacks.append(EarlyStopping(tcfg["early_stopping_patience"]))
    ckpt_dir = tcfg.get("checkpoint_dir")
    callbacks.append(Checkpoint(ckpt_dir))
    callbacks.append(CSVLogger(os.path.join(ckpt_dir, "metrics.csv") if ckpt_dir else None))
    return Trainer(model, optimizer, max_epochs=tcfg["max_epochs"],
                   accumulate_grad_batches=tcfg.get("accumulate_grad_batches", 1),
                   callbacks=callbacks)


def run(cfg):
    seed_everything(cfg["seed"])
    train_loader, val_loader = build_loaders(cfg["data"], cfg["features"], cfg["seed"])
    model = KeywordCNN(len(KEYWORDS), channels=cfg["model"]["channels"],
                       dropout=cfg["model"]["dropout"])
    print(f"KeywordCNN: {sum(p.numel() for p in model.parameters())} parameters, "
          f"{len(train_loader.dataset)} train / {len(val_loader.dataset)} val clips")
    trainer = build_trainer(cfg, model)
    history = trainer.fit(train_loader, val_loader)
    return trainer, history


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/base.yaml")
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)
    return run(cfg)


if __name__ == "__main__":
    main()
