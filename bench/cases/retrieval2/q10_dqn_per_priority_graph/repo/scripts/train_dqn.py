import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from rlkit.train import train  # noqa: E402
from rlkit.utils.config import load_config  # noqa: E402
from rlkit.utils.seeding import seed_everything  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", action="append", default=[], help="override, e.g. --set agent.lr=1e-4")
    ap.add_argument("--out-dir", default="runs")
    ap.add_argument("--device", default="cpu")
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    train(cfg, args.out_dir, args.device)


if __name__ == "__main__":
    main()
