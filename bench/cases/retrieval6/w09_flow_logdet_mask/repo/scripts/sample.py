#!/usr/bin/env python
"""Draw samples from a trained flow: python scripts/sample.py CONFIG CKPT N"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from densflow.data import build_datasets  # noqa: E402
from densflow.engine import draw_samples  # noqa: E402
from densflow.models import build_model  # noqa: E402
from densflow.utils import load_config  # noqa: E402
from densflow.utils.checkpoint import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("n", type=int)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    _, meta = build_datasets(cfg)
    model = build_model(cfg.model, meta["dim"])
    load_checkpoint(args.checkpoint, model)
    x = draw_samples(model, args.n, meta["scaler"])
    for row in x.tolist():
        print(" ".join(f"{v:.4f}" for v in row))


if __name__ == "__main__":
    main()
