#!/usr/bin/env python
"""Train an MoE classifier on the synthetic cluster task.

    python scripts/train.py --config configs/default.yaml moe.aux_loss_coef=0.1
"""

import argparse

from moeclf.config import load_config
from moeclf.data import build_loaders
from moeclf.engine import Trainer
from moeclf.models import build_model
from moeclf.utils import seed_everything


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/default.yaml")
    parser.add_argument("overrides", nargs="*")
    args = parser.parse_args()

    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train_loader, val_loader = build_loaders(cfg["data"], seed=cfg["seed"])
    model = build_model(cfg)
    Trainer(model, cfg, train_loader, val_loader).fit()


if __name__ == "__main__":
    main()
