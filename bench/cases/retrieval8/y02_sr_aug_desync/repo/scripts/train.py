"""Train tinysr on procedural images and report PSNR/SSIM vs bicubic."""
import argparse
import json
import os

import torch

from tinysr import Trainer, build_datasets, build_model, load_config


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/edsr_tiny_x2.yaml")
    ap.add_argument("--out", default="runs/edsr_tiny_x2")
    ap.add_argument("--set", nargs="*", default=[], help="dotted overrides, e.g. train.lr=5e-4")
    args = ap.parse_args()
    overrides = {}
    for item in args.set:
        key, value = item.split("=", 1)
        overrides[key] = json.loads(value) if value[:1] in "[{0123456789-tf" else value
    cfg = load_config(args.config, overrides)
    torch.manual_seed(cfg["seed"])
    train_set, val_set = build_datasets(cfg)
    model = build_model(cfg)
    history = Trainer(model, train_set, val_set, cfg).fit()
    os.makedirs(args.out, exist_ok=True)
    torch.save(model.state_dict(), os.path.join(args.out, "model.pt"))
    with open(os.path.join(args.out, "history.json"), "w") as fh:
        json.dump(history, fh, indent=2)


if __name__ == "__main__":
    main()
