#!/usr/bin/env python
"""Train a captioner.  Usage: python scripts/train.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from capkit.data import build_dataloaders  # noqa: E402
from capkit.engine import Trainer  # noqa: E402
from capkit.models import build_model  # noqa: E402
from capkit.utils import load_config, set_seed  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("config")
    p.add_argument("overrides", nargs="*", help="key=value config overrides")
    p.add_argument("--dump-metrics", default=None)
    args = p.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    loaders, vocab = build_dataloaders(cfg)
    model = build_model(cfg.model, len(vocab), vocab.pad_id, vocab.bos_id, vocab.eos_id)
    result = Trainer(cfg, model, loaders, vocab).fit()
    if args.dump_metrics:
        with open(args.dump_metrics, "w") as fh:
            json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
