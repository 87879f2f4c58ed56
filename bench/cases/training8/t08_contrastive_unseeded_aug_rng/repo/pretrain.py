import argparse

import torch

from simclr.probe import linear_probe
from simclr.train import pretrain
from simclr.utils import load_config

ap = argparse.ArgumentParser()
ap.add_argument("--config", default="configs/simclr.yaml")
ap.add_argument("--epochs", type=int)
ap.add_argument("--seed", type=int)
ap.add_argument("--save", default=None)
args = ap.parse_args()
cfg = load_config(args.config)
if args.epochs:
    cfg["pretrain"]["epochs"] = args.epochs
if args.seed is not None:
    cfg["seed"] = args.seed
model, losses = pretrain(cfg)
print(f"final nt_xent {losses[-1]:.5f}")
linear_probe(model, cfg)
if args.save:
    torch.save(model.state_dict(), args.save)
