"""python scripts/train.py configs/autoregressive.yaml [key.sub=value ...]"""
import sys

import torch
import yaml

from tsformer import build_model, load_config
from tsformer.data import build_loaders
from tsformer.engine import Trainer, evaluate_forecast
from tsformer.utils import set_seed


def parse_overrides(items):
    out = {}
    for item in items:
        key, _, val = item.partition("=")
        node = out
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = yaml.safe_load(val)
    return out


def main():
    cfg = load_config(sys.argv[1], parse_overrides(sys.argv[2:]))
    torch.set_num_threads(1)
    set_seed(cfg["seed"])
    loaders, scaler = build_loaders(cfg)
    model = build_model(cfg)
    Trainer(cfg, model, loaders, scaler).fit()
    test = evaluate_forecast(model, loaders["test"], scaler, ("mae", "rmse", "smape"))
    print("test " + " ".join(f"{k} {v:.4f}" for k, v in test.items()))


if __name__ == "__main__":
    main()
