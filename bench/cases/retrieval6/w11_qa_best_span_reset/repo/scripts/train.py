#!/usr/bin/env python
"""python scripts/train.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spanqa.data import build_data  # noqa: E402
from spanqa.engine import Trainer  # noqa: E402
from spanqa.models import build_model  # noqa: E402
from spanqa.utils import load_config, set_seed  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--metrics-out")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    data = build_data(cfg)
    model = build_model(cfg.model, len(data["tokenizer"]), data["tokenizer"].pad_id)
    metrics = Trainer(cfg, model, data).train()
    if args.metrics_out:
        with open(args.metrics_out, "w") as fh:
            json.dump(metrics, fh, indent=2)
    return metrics


if __name__ == "__main__":
    main()
