#!/usr/bin/env python
"""python scripts/train.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from flowlab.data import build_dataloaders  # noqa: E402
from flowlab.engine import Trainer  # noqa: E402
from flowlab.models import build_model  # noqa: E402
from flowlab.utils import load_config, set_seed  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--metrics-out", default=None)
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    loaders = build_dataloaders(cfg)
    model = build_model(cfg.model)
    result = Trainer(cfg, model, loaders).train()
    if args.metrics_out:
        with open(args.metrics_out, "w") as fh:
            json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
