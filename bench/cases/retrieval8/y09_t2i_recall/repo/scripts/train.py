#!/usr/bin/env python
import argparse

from dualret.builders import build_everything
from dualret.config import load_config
from dualret.engine.trainer import Trainer
from dualret.utils.seed import seed_everything


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/shapes.yaml")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    _, _, _, loader, model, loss_fn, evaluator = build_everything(cfg)
    return Trainer(model, loss_fn, cfg, evaluator).fit(loader, cfg["train"]["epochs"])


if __name__ == "__main__":
    main()
