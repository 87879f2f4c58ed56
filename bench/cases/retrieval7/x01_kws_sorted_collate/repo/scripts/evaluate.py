"""Evaluate a checkpoint on the validation split."""
import argparse

import torch

from kws.config import load_config
from kws.data import build_loaders
from kws.engine import evaluate
from kws.models import build_model


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    torch.set_num_threads(cfg["num_threads"])
    _, val_dl, in_dim = build_loaders(cfg)
    model = build_model(cfg, in_dim)
    model.load_state_dict(torch.load(args.ckpt, map_location="cpu"))
    for k, v in evaluate(model, val_dl, cfg["data"]["num_keywords"]).items():
        print(f"{k}: {v:.4f}")


if __name__ == "__main__":
    main()
