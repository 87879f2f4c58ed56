import argparse

import torch
import yaml

from defects import HeatmapNet, StripDataset
from defects.trainer import train


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/focal.yaml")
    ap.add_argument("--steps", type=int)
    ap.add_argument("--n-train", type=int)
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    if args.steps:
        cfg["train"]["steps"] = args.steps
    if args.n_train:
        cfg["data"]["n_train"] = args.n_train
    d = cfg["data"]
    torch.manual_seed(cfg["train"]["seed"])
    train_ds = StripDataset(d["n_train"], d["size"], d["max_defects"], seed=1)
    val_ds = StripDataset(d["n_val"], d["size"], d["max_defects"], seed=2)
    model = HeatmapNet(cfg["model"]["width"])
    print(f"{len(train_ds)} train strips, defect pixel share {train_ds.masks.mean():.4f}")
    history = train(model, train_ds, val_ds, cfg)
    return model, history


if __name__ == "__main__":
    main()
