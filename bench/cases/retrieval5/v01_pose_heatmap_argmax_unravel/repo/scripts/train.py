"""Train a pose model: python scripts/train.py --config configs/simple_256x256.yaml"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from posekit.engine import Trainer  # noqa: E402
from posekit.utils import load_config, seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("opts", nargs="*", help="overrides like train.epochs=5")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    seed_everything(cfg.get("seed", 0))
    Trainer(cfg).fit()


if __name__ == "__main__":
    main()
