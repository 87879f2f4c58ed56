import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from depthnet.engine import DepthTrainer  # noqa: E402
from depthnet.utils import load_config, seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("opts", nargs="*")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    seed_everything(cfg.get("seed", 0))
    DepthTrainer(cfg).fit()


if __name__ == "__main__":
    main()
