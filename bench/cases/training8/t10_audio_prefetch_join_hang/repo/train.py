"""Train ESCNet on synthetic clips:  python train.py --config configs/esc.yaml [--epochs N] [--max-steps N]"""
import argparse

from escnet.config import load_config
from escnet.trainer import train

ap = argparse.ArgumentParser()
ap.add_argument("--config", default="configs/esc.yaml")
ap.add_argument("--epochs", type=int)
ap.add_argument("--max-steps", type=int, help="limit training steps per epoch")
args = ap.parse_args()
over = {}
if args.epochs:
    over["epochs"] = args.epochs
if args.max_steps:
    over["max_steps_per_epoch"] = args.max_steps
cfg = load_config(args.config, train=over)
train(cfg)
