import argparse

from sentiment.train import train
from sentiment.utils import load_cfg

ap = argparse.ArgumentParser()
ap.add_argument("--config", default="configs/swem.yaml")
ap.add_argument("--epochs", type=int)
ap.add_argument("--pooling")
args = ap.parse_args()
cfg = load_cfg(args.config)
if args.epochs:
    cfg["train"]["epochs"] = args.epochs
if args.pooling:
    cfg["model"]["pooling"] = args.pooling
train(cfg)
