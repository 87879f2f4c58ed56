#!/usr/bin/env python
"""Train the land-cover U-Net from a TOML config."""
import argparse
import os
import random
import sys
import tomllib

import torch
from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from landcover import CLASSES  # noqa: E402
from landcover.dataset import TileDataset  # noqa: E402
from landcover.engine import fit  # noqa: E402
from landcover.unet import TinyUNet  # noqa: E402


def load_config(path, args):
    with open(path, "rb") as f:
        cfg = tomllib.load(f)
    if args.epochs is not None:
        cfg["train"]["epochs"] = args.epochs
    if args.n_tiles is not None:
        cfg["data"]["n_tiles"] = args.n_tiles
    return cfg


def build(cfg):
    d = cfg["data"]
    train_ds = TileDataset(d["n_tiles"], d["tile_size"], d["crop_size"], d["scale_range"], d["seed"])
    val_ds = TileDataset(d["n_val_tiles"], d["tile_size"], d["crop_size"], seed=d["seed"],
                         offset=10 ** 6, train=False)
    t = cfg["train"]
    train_loader = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True,
                              num_workers=t["num_workers"], drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=32, num_workers=t["num_workers"])
    model = TinyUNet(4, cfg["model"]["n_classes"], cfg["model"]["base_channels"])
    return model, train_loader, val_loader


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="configs/landcover.toml")
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--n-tiles", type=int, default=None)
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args)
    random.seed(cfg["data"]["seed"])
    torch.manual_seed(cfg["data"]["seed"])
    model, train_loader, val_loader = build(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    print(f"{len(train_loader.dataset)} train tiles, {len(val_loader.dataset)} val tiles, "
          f"classes={CLASSES}")
    return fit(model, train_loader, val_loader, opt, cfg["train"]["epochs"],
               cfg["model"]["n_classes"], cfg["train"]["dice_weight"],
               cfg["train"].get("log_memory", True), cfg["output"]["dir"])


if __name__ == "__main__":
    main()
