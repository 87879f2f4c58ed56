#!/usr/bin/env python
"""Print per-target statistics of the synthetic training split."""
import argparse

from molprop.builders import build_data
from molprop.config import load_config


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/mpnn_small.yaml")
    args = ap.parse_args()
    cfg = load_config(args.config)
    train, _ = build_data(cfg)
    y = train.targets()
    for i, name in enumerate(train.target_names):
        col = y[:, i]
        print(f"{name:>8}: mean {col.mean():10.4f}  std {col.std():8.4f}  "
              f"min {col.min():10.4f}  max {col.max():10.4f}")


if __name__ == "__main__":
    main()
