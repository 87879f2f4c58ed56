"""Train a keyword spotter: python scripts/train.py --config configs/gru.yaml"""
import argparse

import torch

from kws.config import load_config
from kws.data import build_loaders
from kws.engine import Trainer
from kws.models import build_model
from kws.utils import set_seed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("overrides", nargs="*", help="a.b=value")
    args = ap.parse_args()
    cfg = load_config(args.config, args.overrides)
    torch.set_num_threads(cfg["num_threads"])
    set_seed(cfg["seed"])
    train_dl, val_dl, in_dim = build_loaders(cfg)
    model = build_model(cfg, in_dim)
    Trainer(cfg, model, train_dl, val_dl).fit()


if __name__ == "__main__":
    main()
