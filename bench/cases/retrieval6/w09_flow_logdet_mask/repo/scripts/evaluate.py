#!/usr/bin/env python
"""python scripts/evaluate.py CONFIG CKPT [key=value ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from densflow.data import build_dataloaders  # noqa: E402
from densflow.engine import evaluate_density  # noqa: E402
from densflow.models import build_model  # noqa: E402
from densflow.utils import load_config  # noqa: E402
from densflow.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    loaders, meta = build_dataloaders(cfg)
    model = build_model(cfg.model, meta["dim"])
    load_checkpoint(args.checkpoint, model)
    print(evaluate_density(model, loaders["test"], meta["dim"], meta["scaler"]))


if __name__ == "__main__":
    main()
