#!/usr/bin/env python
"""python scripts/evaluate.py CONFIG CHECKPOINT [key=value ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from flowlab.data import build_dataloaders  # noqa: E402
from flowlab.engine import evaluate_flow  # noqa: E402
from flowlab.models import build_model  # noqa: E402
from flowlab.utils import format_metrics, load_config  # noqa: E402
from flowlab.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    model = build_model(cfg.model)
    load_checkpoint(args.checkpoint, model)
    loaders = build_dataloaders(cfg, splits=("test",))
    print("[test] " + format_metrics(evaluate_flow(model, loaders["test"], cfg.eval.get("tta")), 3))


if __name__ == "__main__":
    main()
