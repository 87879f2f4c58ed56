"""Train a forecaster on the synthetic sensor data.

    python forecast.py --config configs/dlinear.yaml --model mlp --epochs 5
"""
import argparse

from sensorcast.pipeline import fit
from sensorcast.utils import load_config

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/dlinear.yaml")
    ap.add_argument("--model", default=None)
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--no-revin", action="store_true")
    args = ap.parse_args()
    over = {}
    if args.model:
        over["model__name"] = args.model
    if args.epochs:
        over["train__epochs"] = args.epochs
    if args.no_revin:
        over["model__revin"] = False
    fit(load_config(args.config, **over))
