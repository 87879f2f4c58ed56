#!/usr/bin/env python
"""Evaluate a checkpoint on the test subjects: python scripts/evaluate.py CONFIG CKPT [k=v ...]"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biosig.data import build_dataloaders  # noqa: E402
from biosig.engine import evaluate  # noqa: E402
from biosig.models import build_model  # noqa: E402
from biosig.utils import load_config, set_seed  # noqa: E402
from biosig.utils.checkpoint import load_checkpoint  # noqa: E402
from biosig.utils.summary import format_split_summary  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("checkpoint")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    loaders, info = build_dataloaders(cfg)
    print(format_split_summary(info, loaders))
    n_cls = cfg.data.get("num_classes", 3)
    model = build_model(cfg.model, info["num_channels"], info["window_len"], n_cls)
    load_checkpoint(args.checkpoint, model)
    res = evaluate(model, loaders["test"], n_cls)
    print(f"test acc {res['acc']:.4f} bacc {res['bacc']:.4f}")
    for sid, acc in res["per_subject"].items():
        print(f"  {sid}: {acc:.4f}")


if __name__ == "__main__":
    main()
