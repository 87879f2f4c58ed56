"""Train a tabular classifier on the synthetic table.

    python scripts/train.py --config configs/default.yaml train.epochs=20
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import torch  # noqa: E402

from tabcls.config import load_config  # noqa: E402
from tabcls.data import build_datasets  # noqa: E402
from tabcls.engine import fit  # noqa: E402
from tabcls.models import build_model  # noqa: E402
from tabcls.utils import get_logger, seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/default.yaml")
    ap.add_argument("--save", default=None)
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg["seed"])
    datasets, schema, preprocessors = build_datasets(cfg)
    log = get_logger()
    log.info(f"train rows {len(datasets['train'])} | val rows {len(datasets['val'])}")
    model = build_model(cfg, schema, preprocessors)
    fit(model, datasets, cfg, schema["n_classes"])
    if args.save:
        torch.save({"model": model.state_dict(), "config": cfg}, args.save)


if __name__ == "__main__":
    main()
