"""python run_experiment.py --config config.json [--epochs N]"""
import argparse
import json

import torch

from churn import run_training


def load_config(path="config.json"):
    with open(path) as f:
        return json.load(f)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--save", default="")
    args = ap.parse_args()
    cfg = load_config(args.config)
    if args.epochs:
        cfg["train"]["epochs"] = args.epochs
    model, history = run_training(cfg)
    if args.save:
        torch.save(model.state_dict(), args.save)
