#!/usr/bin/env python
"""Print per-expert load of a freshly trained model on the validation split."""

import argparse

from moeclf.config import load_config
from moeclf.data import build_loaders
from moeclf.engine import Trainer, evaluate
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
    Trainer(model, cfg, train_loader, val_loader).fit(verbose=False)
    stats = evaluate(model, val_loader)
    for e, frac in enumerate(stats["load"].tolist()):
        print(f"expert {e}: {frac:.3f}")
    print(f"acc={stats['acc']:.4f} load_entropy={stats['load_entropy']:.4f}")


if __name__ == "__main__":
    main()
