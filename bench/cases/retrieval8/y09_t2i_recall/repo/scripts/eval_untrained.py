#!/usr/bin/env python
"""Recall of a randomly initialised model (sanity check: should be near chance)."""
import argparse

from dualret.builders import build_everything
from dualret.config import load_config
from dualret.utils.seed import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/shapes.yaml")
    args = ap.parse_args()
    cfg = load_config(args.config)
    seed_everything(cfg["seed"])
    _, _, val, _, model, _, evaluator = build_everything(cfg)
    res = evaluator(model)
    print(f"{len(val)} images, chance R@1 = {100.0 / len(val):.2f}")
    for k, v in res.items():
        print(f"{k:>10s} {v:8.2f}")


if __name__ == "__main__":
    main()
