"""Tiny grid search: python -m graphkit.train.sweep --config configs/gcn.json --grid lr=0.01,0.005 hidden=32,64"""
import argparse
import copy
import itertools
import json
import logging

from ..data import class_balanced_split, load_dataset
from ..nn import build_model
from ..transforms import build_transforms
from ..utils import load_config, set_seed
from ..utils.config import _parse_scalar
from .loop import fit


def expand_grid(grid_args):
    keys, values = [], []
    for item in grid_args:
        key, _, vals = item.partition("=")
        keys.append(key)
        values.append([_parse_scalar(v) for v in vals.split(",")])
    for combo in itertools.product(*values):
        yield dict(zip(keys, combo))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--grid", nargs="+", required=True)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    base = load_config(args.config)
    graph = load_dataset(base["dataset"])
    transform = build_transforms(base.get("transforms"))
    rows = []
    for params in expand_grid(args.grid):
        cfg = copy.deepcopy(base)
        cfg.update(params)
        set_seed(cfg.get("seed", 0))
        graph.masks = class_balanced_split(graph.y, seed=cfg.get("seed", 0), **cfg.get("split", {}))
        model = build_model(cfg, graph.x.size(1), int(graph.y.max()) + 1)
        res = fit(model, graph, cfg, transform)
        rows.append({**params, "val": round(res["val_acc"], 4), "test": round(res["test_acc"], 4)})
        print(json.dumps(rows[-1]))
    best = max(rows, key=lambda r: r["val"])
    print("best:", json.dumps(best))


if __name__ == "__main__":
    main()
