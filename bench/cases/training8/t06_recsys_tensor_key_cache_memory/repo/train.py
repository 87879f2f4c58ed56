import argparse

from recsys.config import load
from recsys.trainer import train

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/bpr_mf.yaml")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--model", choices=["mf", "two_tower"])
    args = ap.parse_args()
    over = {}
    if args.epochs:
        over["train"] = {"epochs": args.epochs}
    if args.model:
        over["model"] = {"name": args.model}
    train(load(args.config, over))
