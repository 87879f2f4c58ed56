"""python train.py --config configs/stickmen_64x48.yaml [--epochs N] [--no-flip]"""
import argparse

import torch
import yaml

from posekit.engine import run_training


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/stickmen_64x48.yaml")
    p.add_argument("--epochs", type=int, default=None)
    p.add_argument("--no-flip", action="store_true")
    args = p.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    if args.no_flip:
        cfg["data"]["augment"]["hflip"] = 0.0
    torch.set_num_threads(min(4, torch.get_num_threads()))
    return run_training(cfg)


if __name__ == "__main__":
    main()
