#!/usr/bin/env python
import argparse

from molprop.builders import build_all, build_loaders
from molprop.config import load_config
from molprop.engine.trainer import Trainer
from molprop.metrics import mean_baseline_mae
from molprop.utils.seed import seed_everything


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/mpnn_small.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    train, val, normalizer, model = build_all(cfg)
    tl, vl = build_loaders(cfg, train, val)
    baseline = mean_baseline_mae(train.targets(), val.targets()).tolist()
    trainer = Trainer(model, normalizer, cfg, train.target_names)
    return trainer.run(tl, vl, cfg["train"]["epochs"], baseline=baseline)


if __name__ == "__main__":
    main()
