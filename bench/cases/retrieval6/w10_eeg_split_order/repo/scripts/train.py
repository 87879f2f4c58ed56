#!/usr/bin/env python
"""python scripts/train.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biosig.data import build_dataloaders  # noqa: E402
from biosig.engine import Trainer  # noqa: E402
from biosig.models import build_model  # noqa: E402
from biosig.utils import get_logger, load_config, set_seed  # noqa: E402


def run(cfg):
    set_seed(cfg.get("seed", 0))
    loaders, info = build_dataloaders(cfg)
    log = get_logger("biosig")
    log.info(f"subjects train={info['train_subjects']} val={info['val_subjects']} "
             f"test={info['test_subjects']}")
    model = build_model(cfg.model, info["num_channels"], info["window_len"],
                        cfg.data.get("num_classes", 3))
    return Trainer(cfg, model, loaders, cfg.data.get("num_classes", 3)).fit()


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    result = run(load_config(args.config, args.overrides))
    if args.out:
        with open(args.out, "w") as fh:
            json.dump(result, fh, indent=2)
    return result


if __name__ == "__main__":
    main()
