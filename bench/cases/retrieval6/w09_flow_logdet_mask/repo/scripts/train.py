#!/usr/bin/env python
"""python scripts/train.py CONFIG [key=value ...]"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from densflow.data import build_dataloaders  # noqa: E402
from densflow.engine import Trainer, evaluate_density  # noqa: E402
from densflow.models import build_model  # noqa: E402
from densflow.utils import get_logger, load_config, set_seed  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    ap.add_argument("--history-out", default=None)
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    set_seed(cfg.get("seed", 0))
    loaders, meta = build_dataloaders(cfg)
    model = build_model(cfg.model, meta["dim"])
    history = Trainer(cfg, model, loaders, meta).fit()
    test = evaluate_density(model, loaders["test"], meta["dim"], meta["scaler"])
    get_logger("densflow").info(f"test | nll {test['nll']:.4f} | bpd {test['bpd']:.4f} | "
                                f"non_finite {test['non_finite']}")
    if args.history_out:
        with open(args.history_out, "w") as fh:
            json.dump({"history": history, "test": test, "entropy": meta.get("entropy")}, fh)
    return history, test


if __name__ == "__main__":
    main()
