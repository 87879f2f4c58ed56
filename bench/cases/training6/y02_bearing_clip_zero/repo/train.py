"""Train the bearing fault classifier.

    python train.py --config configs/base.yaml [--set section.key=value ...]
"""
import argparse

import torch

from bearingfd import CLASSES
from bearingfd.config import load_config
from bearingfd.data import make_datasets
from bearingfd.model import build_model
from bearingfd.trainer import Trainer


def main(argv=None):
    ap = argparse.ArgumentParser(description="train the bearing fault CNN")
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.set)

    torch.manual_seed(cfg.seed)
    train_ds, val_ds = make_datasets(cfg.data, cfg.seed)
    model = build_model(cfg.model, len(CLASSES))
    n_params = sum(p.numel() for p in model.parameters())
    print(f"SpectrumCNN: {n_params} parameters, {len(train_ds)} train / {len(val_ds)} val spectra")
    trainer = Trainer(model, cfg)
    history = trainer.fit(train_ds, val_ds)
    return model, history


if __name__ == "__main__":
    main()
